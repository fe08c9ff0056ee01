/** The roster module's public face for other modules. */
export { loadInfluencerCards, type InfluencerCard } from './influencer-cards.js';
export { changeRosterEntry, ensureOnRoster, findRosterEntry, onRoster, publishRosterChange } from './roster-access.js';
