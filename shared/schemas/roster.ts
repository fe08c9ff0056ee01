import { z } from 'zod';
import { rowId } from './common.js';
import { SheetInfluencer } from './sheets/get-sheet.js';
import { listParam } from './sheets/sheet-fields.js';

export const ROSTER_SORT_FIELDS = ['created_at', 'name', 'followers'] as const;
export type RosterSortField = (typeof ROSTER_SORT_FIELDS)[number];

/** GET /api/user/influencers: the team's roster, paged, sorted and filtered. */
export const ListRosterRequest = z.object({
  influencer_ids: listParam
    .pipe(z.array(z.string().regex(/^\d+$/, 'Not a valid influencer id').transform(Number).pipe(rowId('Not a valid influencer id'))).max(1000))
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(40),
  sort_field: z.enum(ROSTER_SORT_FIELDS).default('created_at'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
  /** Applied with more than 2 trimmed characters. */
  name_filter: z.string().max(200).optional(),
  /** Every tag given must be on the creator. */
  tags: listParam.pipe(z.array(z.string().max(100)).max(50)).optional(),
});
export type ListRosterRequest = z.input<typeof ListRosterRequest>;

export const RosterInfluencer = SheetInfluencer.omit({ note: true });
export type RosterInfluencer = z.infer<typeof RosterInfluencer>;

export const ListRosterResponse = z.object({
  influencers: z.array(RosterInfluencer),
  /** Creators matching the filters. */
  total_influencers: z.number(),
  /** Followers across every account of every creator on the roster. */
  reach: z.number(),
  /** Every tag the team uses, for the tag filter. */
  team_tags: z.array(z.string()),
});
