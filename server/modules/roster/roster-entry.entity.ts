import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CaseStudy, RateCardRow, StatDisplaySettings } from '../../../shared/schemas/roster-extras.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';

/** A creator on a team's roster, with everything the team adds to the shared directory record. */
export const RosterEntry = defineEntity({
  name: 'RosterEntry',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    /** The team's tags for this creator; "tag filter requires every tag" is `tags @> array[...]` (GIN). */
    tags: p.array().default([]),
    /** Tags shown on the profile (at most 4); empty means the first 3 of `tags`. */
    displayTags: p.array().default([]),
    /** Markdown; a single "-" blanks the default description. Null uses the directory's. */
    customDescription: p.text().nullable(),
    tagline: p.string().length(30).nullable(),
    customPictureUrl: p.string().length(2000).nullable(),
    customDisplayName: p.string().nullable(),
    rateCard: p.json<RateCardRow[]>().nullable(),
    caseStudies: p.json<CaseStudy[]>().nullable(),
    /** Location override ("Edit Location"); null uses the directory's. */
    city: p.string().nullable(),
    state: p.string().nullable(),
    /** Hidden statistic cards ("Alter Displayed Statistics"). */
    statDisplaySettings: p
      .json<StatDisplaySettings>()
      .default('{}')
      .onCreate(() => ({})),
    /** Hidden widgets on the older profile. */
    disabledInfoBoxes: p.array().default([]),
    /** SocialPost.postId values the team hides. */
    excludedPostIds: p.array().default([]),
    /**
     * `lower(coalesce(customDisplayName, influencer.fullname))` and a copy of `influencer.reach`, for the
     * /influencers table's name sort and filter and its reach sort. Kept by the database (triggers of
     * migration ..._roster_sort_columns, on this row and on its creator); never written by the app.
     */
    sortName: p.text().default(''),
    reach: p.bigint('number').default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['team', 'influencer'] }],
  indexes: [
    { properties: ['influencer'] },
    // The /influencers table's sorts: the sort column, its tie-break and the page's ids, read from the index alone.
    { properties: ['team', 'createdAt', 'influencer'] },
    { properties: ['team', 'sortName', 'influencer'] },
    { properties: ['team', 'reach', 'influencer'] },
    // The name filter of 3 characters or more (shorter ones read the team's sort_name index).
    {
      name: 'roster_entry_sort_name_trgm_index',
      expression: 'create index "roster_entry_sort_name_trgm_index" on "roster_entry" using gin ("sort_name" gin_trgm_ops)',
    },
    { name: 'roster_entry_tags_index', properties: ['tags'], type: 'gin' },
  ],
});
export type RosterEntry = InferEntity<typeof RosterEntry>;
