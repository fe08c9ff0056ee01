/** The directory module's public face for other modules: the shapes of its audience data, and adding a creator. */
export type { AudienceDetails, WeightedCode, NotableFollower, FollowerHistoryPoint } from './audience.js';
export { findOrCreateCreator, type CreatorToFind } from './find-or-create-creator.js';
export { setCreatorSocials } from './creator-socials.js';
