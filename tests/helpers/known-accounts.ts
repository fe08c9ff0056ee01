import { randomInt } from 'node:crypto';
import type { SocialPlatform } from '../../shared/schemas/platforms.js';
import { SyntheticSocialDataProvider } from '../../server/providers/social-data/synthetic-provider.js';

/**
 * A creator the app's data source knows (the synthetic one, default seed) with accounts on all of
 * `platforms`, from far past any seeded directory, so an Add Talent of its handles adds a new creator.
 */
export function knownCreator(platforms: SocialPlatform[] = ['instagram']) {
  const provider = new SyntheticSocialDataProvider();
  for (let index = randomInt(500_000_000, 900_000_000); ; index++) {
    const creator = provider.creatorAt(index);
    if (platforms.every((platform) => creator.accounts.some((a) => a.platform === platform))) return creator;
  }
}

/** A handle on `platform` the data source knows (a new one each call). */
export const knownHandle = (platform: SocialPlatform) => knownCreator([platform]).accounts.find((a) => a.platform === platform)!.handle;
