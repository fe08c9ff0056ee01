/** The directory module's public face: the shapes of its audience data, adding a creator, and its generated images (/media). */
export type { AudienceDetails, WeightedCode, NotableFollower, FollowerHistoryPoint } from './audience.js';
export { findOrCreateCreator, type CreatorToFind } from './find-or-create-creator.js';
export { setCreatorSocials } from './creator-socials.js';
export { serveMedia } from './media.js';
export { creatorNameOf } from './directory.sql.js';
export { creatorAccountId, creatorPosts, creatorsWithAccounts, existingCreators, findCreator, postsOfAccounts } from './creator-lookups.js';
