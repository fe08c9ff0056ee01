import { z } from 'zod';
import { rowIdParam } from './common.js';
import { MSG } from '../messages.js';
import { teamRoleSchema } from './account.js';
import { emailField, textField } from './text.js';

/** GET /api/user/team-info */
export const TeamInfoResponse = z.object({
  contact_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  homepage: z.string().nullable(),
  bio: z.string().nullable(),
});

/** POST /api/user/team/contact-info: every field optional (spec §5); empty clears it. */
export const SaveContactInfoRequest = z.object({
  email: textField().optional(),
  phone: textField(50).optional(),
  homepage: textField(2000).optional(),
  bio: textField(5000, { multiline: true }).optional(),
});

export const TeamMemberRow = z.object({ id: z.number(), full_name: z.string(), email: z.string(), role: teamRoleSchema });
export const PendingInvitation = z.object({ id: z.number(), email: z.string(), role: teamRoleSchema, expires_at: z.string() });

/** GET /api/user/team/members: members (id, full_name, email), with their role and the invitations not yet accepted. */
export const TeamMembersResponse = z.object({ members: z.array(TeamMemberRow), invitations: z.array(PendingInvitation) });

export const RemoveMemberRequest = z.object({ user_id: rowIdParam() });
export const ChangeRoleRequest = z.object({ user_id: rowIdParam(), role: teamRoleSchema });
export const InviteMemberRequest = z.object({ email: emailField(MSG.emailRequired).pipe(z.email('Enter a valid email')), role: teamRoleSchema });

export const TeamIdRequest = z.object({ team_id: z.string().min(1).max(64) });
export const AdminTeamsResponse = z.object({ teams: z.array(z.object({ id: z.string(), team_name: z.string() })) });
