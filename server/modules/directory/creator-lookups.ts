import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { Influencer } from './influencer.entity.js';
import { SocialPost } from './social-post.entity.js';
import type { PostCategory } from '../../../shared/schemas/platforms.js';
import { creatorAccountRow, creatorPostRows, existingCreatorRows } from './directory.sql.js';

/** Which of the creators `influencerIds` exist. */
export async function existingCreators(em: EntityManager, influencerIds: number[]) {
  return new Set((await runSql<{ id: number }>(em, existingCreatorRows(influencerIds))).map((row) => row.id));
}

/** The id of the creator's account on `platform`, or null. */
export async function creatorAccountId(em: EntityManager, influencerId: number, platform: string) {
  const [row] = await runSql<{ id: number }>(em, creatorAccountRow(influencerId, platform));
  return row?.id ?? null;
}

/** Every post of the creator's accounts (the primary account's first, by tab, newest first). */
export const creatorPosts = (em: EntityManager, influencerId: number) =>
  runSql<{ post_id: string; platform: string; category: PostCategory; link: string | null; image: string | null; caption: string | null }>(
    em,
    creatorPostRows(influencerId),
  );

/** The creators of `influencerIds` that exist, each with its social accounts. */
export const creatorsWithAccounts = (em: EntityManager, influencerIds: number[]) =>
  em.find(Influencer, { id: { $in: influencerIds } }, { populate: ['accounts'] });

/** The creator `influencerId`, or null. */
export const findCreator = (em: EntityManager, influencerId: number) => em.findOne(Influencer, influencerId);

/** The posts of the accounts `accountIds`, newest first. */
export const postsOfAccounts = (em: EntityManager, accountIds: number[]) =>
  em.find(SocialPost, { account: { $in: accountIds } }, { orderBy: { postedAt: 'desc', id: 'asc' } });
