import { z } from 'zod';
import { ROSTER_LIMIT } from '../../talent-texts.js';

export const ROSTER_TABLE_SORT_FIELDS = ['created_at', 'name', 'reach'] as const;

const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(ROSTER_LIMIT.tagMaxLength)).max(50));

/** The /influencers table: its query params (spec §2.3) with their defaults. `page` counts from 0. */
export const RosterTableRequest = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .pipe(z.union([z.literal(25), z.literal(50)]))
    .default(ROSTER_LIMIT.rosterPageSizes[0]),
  sortField: z.enum(ROSTER_TABLE_SORT_FIELDS).default('created_at'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  name: z.string().max(200).optional(),
  tags: tagList.optional(),
});
export type RosterTableRequest = z.input<typeof RosterTableRequest>;

export const RosterTableSocial = z.object({ platform: z.string(), handle: z.string(), followers: z.number(), profile_url: z.string().nullable() });

export const RosterTableRow = z.object({
  id: z.number(),
  fullname: z.string(),
  picture_url: z.string().nullable(),
  /** The talent connected a platform through their data-authorization link. */
  connected: z.boolean(),
  /** The team's custom description when there is one, else the directory's. */
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  reach: z.number(),
  socials: z.array(RosterTableSocial),
  tags: z.array(z.string()),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type RosterTableRow = z.infer<typeof RosterTableRow>;

export const RosterTableResponse = z.object({
  rows: z.array(RosterTableRow),
  /** Creators matching the filters. */
  total: z.number(),
  team_id: z.string(),
  /** The whole roster, whatever the filters: "No of Creators" and "Total Reach". */
  team_creators: z.number(),
  team_reach: z.number(),
  team_tags: z.array(z.string()),
});
export type RosterTableResponse = z.infer<typeof RosterTableResponse>;
