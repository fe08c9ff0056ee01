import { z } from 'zod';

/** Every platform a directory account can be on (spec §3 "Social account"). */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'pinterest', 'snapchat', 'twitch'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);

/** Platforms the search, the roster tiles and talent logins work with. */
export const SEARCH_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const satisfies readonly SocialPlatform[];

export const POST_CATEGORIES = ['top_posts', 'top_reels', 'recent_posts', 'commercial_posts'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
