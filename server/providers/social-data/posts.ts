import { POST_CATEGORIES } from '../../../shared/schemas/platforms.js';
import type { Rng } from './prng.js';
import { postCaption } from './text.js';
import type { ProviderAccount, ProviderCreator, ProviderPost } from './types.js';

const DAY = 86_400_000;
/** How much above (or below) the account's average a category's posts do. */
const LIFT = { top_posts: 2.5, top_reels: 2, recent_posts: 1, commercial_posts: 0.7 } as const;

function link(account: ProviderAccount, postId: string) {
  if (account.platform === 'tiktok') return `https://www.tiktok.com/@${account.handle}/video/${postId}`;
  if (account.platform === 'youtube') return `https://www.youtube.com/watch?v=${postId}`;
  return `https://www.instagram.com/p/${postId}`;
}

/** 3-6 posts per category; post ids are "{creator}_{slot}{category}{n}", unique in the directory. */
export function generatePosts(rng: Rng, creator: ProviderCreator, account: ProviderAccount, slot: number, now: Date): ProviderPost[] {
  const posts: ProviderPost[] = [];
  POST_CATEGORIES.forEach((category, c) => {
    const count = rng.int(3, 6);
    for (let n = 0; n < count; n++) {
      const postId = `${creator.index}_${slot}${c}${n}`;
      const lift = LIFT[category] * Math.exp(0.5 * rng.normal());
      const likes = Math.max(0, Math.round(account.avgLikes * lift));
      const video = category === 'top_reels' || account.platform !== 'instagram';
      const caption = postCaption(rng, category === 'commercial_posts', creator.city, creator.topics);
      const ageDays = category === 'recent_posts' ? rng.int(0, 30) : rng.int(7, 365);
      posts.push({
        category,
        postId,
        link: link(account, postId),
        caption,
        text: `${caption} ${creator.topics.map((t) => `#${t.toLowerCase().replace(/[^a-z0-9]/g, '')}`).join(' ')}`,
        likes,
        comments: Math.round(likes * (0.01 + 0.04 * rng.float())),
        views: video ? Math.round(likes * (8 + 20 * rng.float())) : null,
        postedAt: new Date(now.getTime() - ageDays * DAY - rng.int(0, DAY - 1)),
      });
    }
  });
  return posts;
}
