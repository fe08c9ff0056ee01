import { generateCreator } from './creator.js';
import { generatePosts } from './posts.js';
import { Rng } from './prng.js';
import type { ProviderAccount, ProviderCreator, ProviderPost, SocialDataProvider } from './types.js';

export const DEFAULT_SEED = 'pitchroom';
/** A fixed "now" keeps generated dates the same from run to run; loaders may pass the real one. */
export const GENERATOR_EPOCH = new Date('2026-11-01T00:00:00Z');

/**
 * Deterministic made-up directory data: creator `index` of seed `seed` is always the same
 * creator with the same accounts and posts, and each creator is generated on its own, so
 * any range can be made (or made again) without the ones before it.
 */
export class SyntheticSocialDataProvider implements SocialDataProvider {
  readonly name = 'synthetic';
  readonly demo = true;

  constructor(
    readonly seed: string = DEFAULT_SEED,
    readonly now: Date = GENERATOR_EPOCH,
  ) {}

  creatorAt(index: number): ProviderCreator {
    return generateCreator(new Rng(this.seed, 'creator', index), index, this.now);
  }

  postsOf(creator: ProviderCreator, account: ProviderAccount): ProviderPost[] {
    const slot = creator.accounts.indexOf(account);
    return generatePosts(new Rng(this.seed, 'posts', creator.index, slot), creator, account, slot, this.now);
  }

  async creator(index: number) {
    return this.creatorAt(index);
  }

  /** Every handle it makes ends in its creator's index: the creator made again there has the account, or nobody does. */
  async creatorWithAccount(platform: string, handle: string) {
    const index = /(\d{1,9})$/.exec(handle)?.[1];
    if (index === undefined) return null;
    const creator = this.creatorAt(Number(index));
    return creator.accounts.some((a) => a.platform === platform && a.handle === handle) ? creator : null;
  }

  async posts(creator: ProviderCreator, account: ProviderAccount) {
    return this.postsOf(creator, account);
  }
}
