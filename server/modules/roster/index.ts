/** The roster module's public face for other modules. */
export { rosterRouters } from './roster.router.js';
export { loadInfluencerCards, type InfluencerCard } from './influencer-cards.js';
export {
  changeRosterEntry,
  creatorNamesShown,
  ensureOnRoster,
  findRosterEntry,
  onRoster,
  publishRosterChange,
  rosterCreatorsHolding,
  rosteredCarrying,
  rosterTagNames,
} from './roster-access.js';
export { onRosterCondition, teamPortraitOf } from './roster.sql.js';
export { TeamTotalsCache } from './team-totals-cache.js';
import type { TeamTotalsCache } from './team-totals-cache.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** The teams' roster totals, dropped on their roster changes. */
    teamTotals: TeamTotalsCache;
  }
}
