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
    statDisplaySettings: p.json<StatDisplaySettings>().default('{}').onCreate(() => ({})),
    /** Hidden widgets on the older profile. */
    disabledInfoBoxes: p.array().default([]),
    /** SocialPost.postId values the team hides. */
    excludedPostIds: p.array().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['team', 'influencer'] }],
  indexes: [
    { properties: ['influencer'] },
    { properties: ['team', 'createdAt'] },
    { name: 'roster_entry_tags_index', properties: ['tags'], type: 'gin' },
  ],
});
export type RosterEntry = InferEntity<typeof RosterEntry>;
