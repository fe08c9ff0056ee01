/** The public module's public face for other modules. */
export { publicRouter } from './public.router.js';
export { limitPublicEvent } from './public-event-limit.js';
export { findPublicSheet } from './public-sheet.service.js';
export { buildProfile, buildProfiles, withoutRates } from './public-profile.service.js';
export { PublicSheetCache } from './sheet-answer-cache.js';
export { toPublicSettings, toPublicTeam } from './public-team.js';
import type { PublicSheetCache } from './sheet-answer-cache.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** The public sheets' built answers. */
    publicSheets: PublicSheetCache;
  }
}
