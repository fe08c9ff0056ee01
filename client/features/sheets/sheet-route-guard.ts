import { redirect } from '@tanstack/react-router';
import type { UserConfiguration } from '../../../shared/schemas/account';

/**
 * Spec §2.4/§6: search-only users who are not admins, and teams with noTalentSheets, do not use
 * sheet pages. The spec sends them to /search and /influencers; neither page exists yet, so
 * both go to /configure until they do.
 */
export function redirectAwayFromSheets(user: UserConfiguration) {
  if (sheetsHidden(user)) throw redirect({ to: '/configure', replace: true });
}

/** Sheets and collections are hidden for search-only non-admins and for teams with noTalentSheets. */
export const sheetsHidden = (user: UserConfiguration) =>
  (user.search_only && !user.is_admin && !user.is_team_admin) || Boolean(user.teamSettings?.noTalentSheets);
