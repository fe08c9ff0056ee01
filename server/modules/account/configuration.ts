import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserConfiguration } from '../../../shared/schemas/account.js';
import { teamSettingsSchema } from '../../../shared/schemas/team-settings.js';
import type { Team } from '../teams/team.entity.js';
import { type Membership, resolveCurrentTeam } from './caller-reads.js';
import type { User } from './user.entity.js';

/** What a configuration shows of a team: its entity's fields, or the same read from its row. */
export type ConfigurationTeam = Pick<Team, 'id' | 'name' | 'imageUrl' | 'isBrand' | 'credits' | 'settings'>;
type ConfigurationUser = Pick<User, 'id' | 'email' | 'fullName' | 'nickname' | 'isAdmin' | 'isStaff' | 'accountState' | 'notification'> & {
  primaryTeam?: { id: string } | null;
};
type ConfigurationMembership = { team: ConfigurationTeam; role: Membership['role'] };

/** `actingStaff`: the staff user acting as `user` (fake-id), if any; `known`: the caller's memberships and current team, when already read. */
export async function buildUserConfiguration(
  em: EntityManager,
  user: ConfigurationUser,
  actingStaff?: Pick<User, 'id' | 'fullName' | 'email'> | null,
  known?: { memberships: ConfigurationMembership[]; current: ConfigurationMembership | undefined },
): Promise<UserConfiguration> {
  const { memberships, current } = known ?? (await resolveCurrentTeam(em, user as User));
  const isTeamAdmin = current?.role === 'team_admin';
  return {
    user_id: user.id,
    account_id: user.id,
    email: user.email,
    full_name: user.fullName,
    nickname: user.nickname,
    user_name: user.nickname || user.fullName || user.email,
    is_admin: user.isAdmin,
    is_staff: user.isStaff,
    is_team_admin: isTeamAdmin,
    search_only: current?.role === 'search_only',
    primary_team_id: user.primaryTeam?.id ?? null,
    selectedTeamId: current?.team.id ?? null,
    teams: memberships.map((m) => ({ id: m.team.id, team_name: m.team.name })),
    noTeam: !current,
    teamRole: current?.role ?? null,
    team: current
      ? {
          id: current.team.id,
          name: current.team.name,
          image_url: current.team.imageUrl ?? null,
          is_team_admin: isTeamAdmin,
          role: current.role,
          is_brand: current.team.isBrand,
        }
      : null,
    teamSettings: current ? pickTeamSettings(current.team) : null,
    account_disabled: user.accountState === 'disabled',
    account_suspended: user.accountState === 'suspended',
    account_inactive: user.accountState === 'inactive',
    acting_as: actingStaff ? { staff_user_id: actingStaff.id, staff_name: actingStaff.fullName || actingStaff.email } : null,
    notification: user.notification ?? null,
  };
}

function pickTeamSettings(team: ConfigurationTeam) {
  const settings = teamSettingsSchema.parse(team.settings ?? {});
  return {
    credits: team.credits,
    displayUseRosterFullPhoto: settings.displayUseRosterFullPhoto,
    pageTheme: settings.pageTheme,
    noTalentSheets: settings.noTalentSheets,
  };
}

/** A session answer (status, sign-in, joining a team): who is signed in, and whether the directory's data is made up. */
export const sessionAnswer = (ctx: { socialData: { demo: boolean } }, user: UserConfiguration | null) => ({
  authed: user !== null,
  user,
  demo_data: ctx.socialData.demo,
});
