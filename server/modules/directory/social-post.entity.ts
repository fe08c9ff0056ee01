import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { POST_CATEGORIES } from '../../../shared/schemas/platforms.js';
import { SocialAccount } from './social-account.entity.js';

/** A post shown on a profile's post tabs; one row per (account, category, post). */
export const SocialPost = defineEntity({
  name: 'SocialPost',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    account: () => p.manyToOne(SocialAccount).deleteRule('cascade'),
    category: p.enum([...POST_CATEGORIES]),
    /** The platform's id of the post; RosterEntry.excludedPostIds refers to these. */
    postId: p.string(),
    link: p.string().length(2000).nullable(),
    imageUrl: p.string().length(2000).nullable(),
    thumbnailUrl: p.string().length(2000).nullable(),
    caption: p.text().nullable(),
    text: p.text().nullable(),
    likes: p.bigint('number').nullable(),
    comments: p.bigint('number').nullable(),
    views: p.bigint('number').nullable(),
    postedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['account', 'category', 'postId'] }],
  indexes: [
    // The AI helpers' post search (migration ..._ai_post_text_search): words and hashtags of captions and texts.
    {
      name: 'social_post_text_search_index',
      expression: `create index "social_post_text_search_index" on "social_post" using gin (to_tsvector('english', coalesce("caption", '') || ' ' || coalesce("text", '')))`,
    },
  ],
});
export type SocialPost = InferEntity<typeof SocialPost>;
