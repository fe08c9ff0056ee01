import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import type { SocialPlatform } from '../../shared/schemas/platforms.js';

const unique = () => randomBytes(4).toString('hex');

/** A directory creator with no accounts. */
export async function createInfluencer(em: EntityManager, fullname = `Creator ${unique()}`) {
  const influencer = em.create(Influencer, { fullname });
  await em.flush();
  return influencer;
}

/** A directory account of `influencer`; flushes. */
export async function createAccount(
  em: EntityManager,
  influencer: Influencer,
  options: { platform?: SocialPlatform; primary?: boolean; followers?: number } = {},
) {
  const account = em.create(SocialAccount, {
    influencer,
    platform: options.platform ?? 'instagram',
    handle: `handle_${unique()}`,
    primary: options.primary ?? false,
    followers: options.followers ?? 1000,
  });
  await em.flush();
  return account;
}
