import { describe, expect, it } from 'vitest';
import { MAX_FOLLOWERS } from '../../server/providers/social-data/accounts.js';
import { MASTER_TAGS } from '../../server/providers/social-data/master-tags.js';
import { SyntheticSocialDataProvider } from '../../server/providers/social-data/synthetic-provider.js';

const CREATORS = 3_000;
const provider = new SyntheticSocialDataProvider('generator-test');
const creators = Array.from({ length: CREATORS }, (_, i) => provider.creatorAt(i));
const accounts = creators.flatMap((c) => c.accounts);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('synthetic social-data generator', () => {
  it('gives the same creators, accounts and posts for the same seed, and others for another seed', async () => {
    const again = new SyntheticSocialDataProvider('generator-test');
    for (const index of [0, 1, 17, 2_999]) {
      const first = creators[index]!;
      const second = await again.creator(index);
      expect(second).toEqual(first);
      expect(await again.posts(second, second.accounts[0]!)).toEqual(provider.postsOf(first, first.accounts[0]!));
    }
    expect(new SyntheticSocialDataProvider('another-seed').creatorAt(0)).not.toEqual(creators[0]);
  });

  it('gives every creator 1 to 3 accounts on different platforms, exactly one of them primary', () => {
    for (const creator of creators) {
      expect(creator.accounts.length).toBeGreaterThanOrEqual(1);
      expect(creator.accounts.length).toBeLessThanOrEqual(3);
      expect(creator.accounts.filter((a) => a.primary)).toHaveLength(1);
      expect(new Set(creator.accounts.map((a) => a.platform)).size).toBe(creator.accounts.length);
    }
  });

  it('makes audience gender shares add up to 100 and age buckets to 100 (within 1) on every account', () => {
    for (const account of accounts) {
      expect(account.audienceFemalePercent + account.audienceMalePercent).toBeCloseTo(100, 5);
      expect(Math.abs(sum(account.audienceAges) - 100)).toBeLessThanOrEqual(1);
      for (const share of [...account.audienceAges, account.usAudienceShare, account.audienceFemalePercent]) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(100);
      }
      expect(sum(account.audience.countries!.map((c) => c.weight))).toBeLessThanOrEqual(1.001);
    }
  });

  it('spreads followers like real ones: many small, few huge, median far below mean, capped at 300M', () => {
    const followers = accounts.map((a) => a.followers).sort((a, b) => a - b);
    const median = followers[followers.length >> 1]!;
    const mean = sum(followers) / followers.length;
    expect(median * 3).toBeLessThan(mean);
    expect(followers[0]).toBeGreaterThanOrEqual(1_000);
    expect(followers.at(-1)).toBeLessThanOrEqual(MAX_FOLLOWERS);
    expect(followers.filter((f) => f >= 1_000_000).length).toBeGreaterThan(0);
    expect(followers.filter((f) => f < 50_000).length / followers.length).toBeGreaterThan(0.7);
  });

  it('lowers engagement as accounts grow', () => {
    const meanRate = (list: typeof accounts) => sum(list.map((a) => a.engagementRate)) / list.length;
    expect(meanRate(accounts.filter((a) => a.followers < 10_000))).toBeGreaterThan(meanRate(accounts.filter((a) => a.followers > 500_000)));
  });

  it('compares the last two follower history points for the percent change, and gives notable followers to TikTok only', () => {
    for (const account of accounts.slice(0, 500)) {
      const [previous, last] = account.followerHistory.slice(-2).map((p) => p.followers);
      expect(account.followerHistory.at(-1)!.followers).toBe(account.followers);
      expect(account.followersPercentChange).toBeCloseTo(((last! - previous!) / previous!) * 100, 0);
      expect(account.notableFollowers !== null).toBe(account.platform === 'tiktok');
    }
  });

  it('writes 3 to 6 posts per category with unique post ids, and draws topics from the master tag list', () => {
    const creator = creators[5]!;
    const postIds = new Set<string>();
    for (const account of creator.accounts) {
      const posts = provider.postsOf(creator, account);
      for (const category of ['top_posts', 'top_reels', 'recent_posts', 'commercial_posts']) {
        const count = posts.filter((p) => p.category === category).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(6);
      }
      for (const post of posts) postIds.add(post.postId);
    }
    expect(postIds.size).toBe(creator.accounts.reduce((n, a) => n + provider.postsOf(creator, a).length, 0));
    expect(MASTER_TAGS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MASTER_TAGS).size).toBe(MASTER_TAGS.length);
    for (const c of creators) for (const topic of c.topics) expect(MASTER_TAGS).toContain(topic);
  });

  it('never repeats a handle on a platform', () => {
    const keys = new Set(accounts.map((a) => `${a.platform}:${a.handle}`));
    expect(keys.size).toBe(accounts.length);
  });
});
