import { z } from 'zod';
import { SessionStateResponse, UserConfiguration } from '../../../shared/schemas/account.js';
import { ConfirmAccountRequest, RegistrationRequest, RegistrationResponse } from '../../../shared/schemas/account-recovery.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import {
  ChangeRoleRequest,
  InviteMemberRequest,
  RemoveMemberRequest,
  SaveContactInfoRequest,
  TeamInfoResponse,
  TeamMembersResponse,
  TeamIdRequest,
  AdminTeamsResponse,
} from '../../../shared/schemas/teams.js';
import { publicProcedure, router, siteAdminProcedure, teamAdminProcedure, teamProcedure, userProcedure } from '../../trpc/init.js';
import { SetTeamOptionsRequest, TeamOptionsResponse } from '../../../shared/schemas/team-options.js';
import * as options from './team-options.service.js';
import * as organisations from './organisations.service.js';
import * as invitations from './invitations.service.js';
import * as teams from './members.service.js';

const tags = ['teams'];

/** The signed-in user's team: contact info, members and invitations (spec §7.12, Manage Organization), and accepting an invitation. */
export const teamsRouter = router({
  info: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team-info', tags, summary: "The team's contact info" } })
    .input(z.void())
    .output(TeamInfoResponse)
    .query(({ ctx }) => teams.teamInfo(ctx)),

  saveContactInfo: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/contact-info', tags, summary: "Save the team's contact info (team admins)" } })
    .input(SaveContactInfoRequest)
    .output(TeamInfoResponse)
    .mutation(({ ctx, input }) => teams.saveContactInfo(ctx, input)),

  options: teamAdminProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/options', tags, summary: "The public pages' design options (team admins)" } })
    .input(z.void())
    .output(TeamOptionsResponse)
    .query(({ ctx }) => options.teamOptions(ctx)),

  setOptions: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/set-team-options', tags, summary: "Save the public pages' design options (team admins)" } })
    .input(SetTeamOptionsRequest)
    .output(TeamOptionsResponse)
    .mutation(({ ctx, input }) => options.setTeamOptions(ctx, input)),

  members: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/members', tags, summary: "The team's members and pending invitations" } })
    .input(z.void())
    .output(TeamMembersResponse)
    .query(({ ctx }) => teams.members(ctx)),

  removeMember: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/member/remove', tags, summary: 'Remove a member (never the last admin)' } })
    .input(RemoveMemberRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => teams.removeMember(ctx, input)),

  changeRole: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/member/role', tags, summary: "Change a member's role (never the last admin's)" } })
    .input(ChangeRoleRequest)
    .output(TeamMembersResponse)
    .mutation(({ ctx, input }) => teams.changeRole(ctx, input)),

  invite: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/invite', tags, summary: 'Invite someone by e-mail with a role' } })
    .input(InviteMemberRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => invitations.invite(ctx, input)),

  registration: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/registration', tags, protect: false, summary: 'The invited e-mail of a registration code' } })
    .input(RegistrationRequest)
    .output(RegistrationResponse)
    .mutation(({ ctx, input }) => invitations.registration(ctx, input)),

  confirmAccount: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/confirm-account', tags, protect: false, summary: 'Accept an invitation with a password; signs in' } })
    .input(ConfirmAccountRequest)
    .output(SessionStateResponse)
    .mutation(({ ctx, input }) => invitations.confirmAccount(ctx, input)),

  switchTeam: userProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/switch-team', tags: ['account'], summary: 'Work in another of your teams' } })
    .input(TeamIdRequest)
    .output(UserConfiguration)
    .mutation(({ ctx, input }) => organisations.switchTeam(ctx, input)),

  adminTeams: siteAdminProcedure
    .meta({ openapi: { method: 'GET', path: '/api/admin/teams', tags: ['admin'], summary: 'Every organisation (site admins)' } })
    .input(z.void())
    .output(AdminTeamsResponse)
    .query(({ ctx }) => organisations.listTeams(ctx)),

  adminPickTeam: siteAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/admin/settings', tags: ['admin'], summary: 'Work in any organisation (site admins)' } })
    .input(TeamIdRequest)
    .output(UserConfiguration)
    .mutation(({ ctx, input }) => organisations.pickTeam(ctx, input)),
});
