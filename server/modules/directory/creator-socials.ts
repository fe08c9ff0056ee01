import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestedSocial } from '../../../shared/schemas/talent-requests.js';
import { SocialAccount } from './social-account.entity.js';

/** The profile link of a handle on the three platforms the product adds accounts for (null elsewhere). */
export const profileUrlOf = (platform: string, handle: string) =>
  ({ instagram: `https://www.instagram.com/${handle}/`, tiktok: `https://www.tiktok.com/@${handle}`, youtube: `https://www.youtube.com/@${handle}` })[
    platform
  ] ?? null;

/**
 * Sets a directory creator's handle on each platform named (a staff-approved profile change): the
 * account of that platform changes, or is added; flushed with the caller's unit of work.
 */
export async function setCreatorSocials(em: EntityManager, influencerId: number, socials: RequestedSocial[]) {
  for (const social of socials) {
    if (!social.handle) continue;
    const link = profileUrlOf(social.platform, social.handle) ?? social.url ?? null;
    const account = await em.findOne(SocialAccount, { influencer: influencerId, platform: social.platform });
    if (account) Object.assign(account, { handle: social.handle, profileUrl: link ?? account.profileUrl });
    else em.create(SocialAccount, { influencer: influencerId, platform: social.platform, handle: social.handle, profileUrl: link });
  }
}
