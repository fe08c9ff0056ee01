import { z } from 'zod';
import { rowIdParam } from '../common.js';
import { tagName } from './edits.js';

/** GET /api/user/team/tags */
export const TeamTagsResponse = z.object({
  /** Every tag a creator can be given: the master list and the team's own. */
  tags: z.array(z.string()),
  /** Tag -> ids of the team's creators that carry it (the used tags are its keys). */
  tagged_influencers: z.record(z.string(), z.array(z.number())),
  master_tags: z.array(z.string()),
  /** Names of the creators in tagged_influencers, for the mapping's links. */
  influencer_names: z.record(z.string(), z.string()),
});
export type TeamTagsResponse = z.infer<typeof TeamTagsResponse>;

/** Beyond the spec: rename a tag on every creator of the team (merging into an existing one). */
export const RenameTagRequest = z.object({ tag: tagName.min(1), new_tag: tagName.min(1) });
export const RenameTagResponse = z.object({ creators: z.number() });
/** Beyond the spec: take a tag off every creator of the team; their other tags stay. */
export const DeleteTagRequest = z.object({ tag: tagName.min(1) });

const Category = z.object({ id: z.number(), name: z.string() });
/** GET /api/categories */
export const CategoriesResponse = z.object({
  categories: z.array(Category.extend({ subcategories: z.array(Category) })),
  team_categories: z.array(Category),
});

/** GET /api/search/influencers/favorites (page counts from 1, 50 a page). */
export const FavoritesRequest = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const FavoriteCard = z.object({
  id: z.number(),
  fullname: z.string(),
  picture_url: z.string().nullable(),
  followers: z.number(),
  tags: z.array(z.string()),
  socials: z.array(z.object({ platform: z.string(), handle: z.string(), followers: z.number() })),
});
export const FavoritesResponse = z.object({
  favoriteInfluencers: z.array(z.number()),
  influencers: z.array(FavoriteCard),
  total: z.number(),
});

/** Beyond the spec (path chosen here): the profile's favourite toggle. */
export const SetFavoriteRequest = z.object({ influencer_id: rowIdParam(), favorite: z.boolean() });
export const SetFavoriteResponse = z.object({ favorite: z.boolean() });
