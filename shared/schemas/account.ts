import { z } from 'zod';
import { emailField, textField } from './text.js';
import { LIMIT } from '../limits.js';
import { MSG } from '../messages.js';

export const SignInRequest = z.object({
  email: emailField(MSG.emailRequired),
  password: z.string().min(1, 'Password is required').max(1000),
});

export const SavePersonalDetailsRequest = z.object({
  full_name: textField(),
  nickname: textField(),
});

export const ChangePasswordRequest = z.object({
  old_password: z.string().min(1, 'Current password is required').max(1000),
  new_password: z.string().min(LIMIT.passwordMinLength, MSG.passwordTooShort).max(1000),
});

export const teamRoleSchema = z.enum(['team_admin', 'member', 'search_only']);

/** The signed-in user's configuration, with the spec's field names. */
export const UserConfiguration = z.object({
  user_id: z.number(),
  account_id: z.number(),
  email: z.string(),
  full_name: z.string(),
  nickname: z.string(),
  user_name: z.string(),
  is_admin: z.boolean(),
  is_staff: z.boolean(),
  is_team_admin: z.boolean(),
  search_only: z.boolean(),
  primary_team_id: z.string().nullable(),
  selectedTeamId: z.string().nullable(),
  teams: z.array(z.object({ id: z.string(), team_name: z.string() })),
  noTeam: z.boolean(),
  teamRole: teamRoleSchema.nullable(),
  team: z
    .object({
      id: z.string(),
      name: z.string(),
      image_url: z.string().nullable(),
      is_team_admin: z.boolean(),
      role: teamRoleSchema,
      /** A brand account: publishes Creator Calls and reviews the responses. */
      is_brand: z.boolean(),
    })
    .nullable(),
  account_disabled: z.boolean(),
  account_suspended: z.boolean(),
  /** The account is not active (spec §6: it sees Account Inactive). */
  account_inactive: z.boolean().optional(),
  /** Set while a staff user acts as this user (fake-id): who they really are. */
  acting_as: z.object({ staff_user_id: z.number(), staff_name: z.string() }).nullable().optional(),
  /** The current team's settings the signed-in app needs (spec §3 User.teamSettings). */
  teamSettings: z
    .object({ credits: z.number(), displayUseRosterFullPhoto: z.boolean(), pageTheme: z.string().nullable(), noTalentSheets: z.boolean() })
    .nullable(),
  notification: z.string().nullable(),
});
export type UserConfiguration = z.infer<typeof UserConfiguration>;

export const SessionStateResponse = z.object({
  authed: z.boolean(),
  user: UserConfiguration.nullable(),
  /** The directory's creators and figures are made up (the demo data source): screens say "Demo data". */
  demo_data: z.boolean(),
});
export type SessionStateResponse = z.infer<typeof SessionStateResponse>;

/** What the session subscription pushes to every open tab of a session. */
export const SessionEvent = z.object({ type: z.enum(['signed-out', 'changed']) });
export type SessionEvent = z.infer<typeof SessionEvent>;

/**
 * The Change Password form: a mismatch blocks sending; a short new password does not
 * (the spec sends it anyway and shows MSG.passwordTooShort beside it).
 */
export const ChangePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, MSG.currentPasswordRequired),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: MSG.newPasswordMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;
