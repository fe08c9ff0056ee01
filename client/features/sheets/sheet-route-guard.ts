import { redirect } from '@tanstack/react-router';
import type { UserConfiguration } from '../../../shared/schemas/account';

/** Spec §2.4/§6: search-only users who are not admins land on /search; teams with noTalentSheets on /influencers. */
export function redirectAwayFromSheets(user: UserConfiguration) {
  if (searchOnly(user)) throw redirect({ to: '/search', replace: true });
  if (sheetsHidden(user)) throw redirect({ to: '/influencers', replace: true });
}

const searchOnly = (user: UserConfiguration) => user.search_only && !user.is_admin && !user.is_team_admin;

/** Sheets and collections are hidden for search-only non-admins and for teams with noTalentSheets. */
export const sheetsHidden = (user: UserConfiguration) => searchOnly(user) || Boolean(user.teamSettings?.noTalentSheets);
