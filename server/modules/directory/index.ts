/** The directory module's public face for other modules: the shapes of its audience data. */
export type { AudienceDetails, WeightedCode, NotableFollower, FollowerHistoryPoint } from './audience.js';
