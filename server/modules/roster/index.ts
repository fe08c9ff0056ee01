/** The roster module's public face for other modules. */
export { rosterRouters } from './roster.router.js';
export { loadInfluencerCards, type InfluencerCard } from './influencer-cards.js';
export {
  changeRosterEntry,
  creatorNamesShown,
  ensureOnRoster,
  findRosterEntry,
  publishRosterChange,
  rosterCreatorsHolding,
  rosteredCarrying,
  rosterTagNames,
} from './roster-access.js';
export { onRosterCondition, teamPortraitOf } from './roster.sql.js';
export { TeamRosterCache, type RosterMembers } from './team-roster-cache.js';
import type { TeamRosterCache } from './team-roster-cache.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** The teams' roster totals and creators, dropped on their roster changes. */
    teamRosters: TeamRosterCache;
  }
}
