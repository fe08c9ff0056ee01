import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SocialAccount } from './social-account.entity.js';

export const TALENT_GENDERS = ['female', 'male', 'other'] as const;
export type TalentGender = (typeof TALENT_GENDERS)[number];

/**
 * A creator in the shared directory (not team-owned). What a team adds to a creator
 * (tags, custom description, rate card...) lives on RosterEntry.
 * The primary account is the SocialAccount with primary = true (one at most, enforced by the database).
 */
export const Influencer = defineEntity({
  name: 'Influencer',
  properties: {
    id: p.integer().primary().autoincrement(),
    fullname: p.string(),
    email: p.string().nullable(),
    gender: p.enum([...TALENT_GENDERS]).nullable(),
    /** Talent age range as bounds ("25-34" is 25/34, "65+" is 65/null), so the Talent Age filter is a range test. */
    ageMin: p.smallint().nullable(),
    ageMax: p.smallint().nullable(),
    description: p.text().nullable(),
    pictureUrl: p.string().length(2000).nullable(),
    city: p.string().nullable(),
    state: p.string().nullable(),
    country: p.string().length(2).nullable(),
    lastDataUpdate: p.datetime().nullable(),
    withAdvancedData: p.boolean().default(false),
    /**
     * Total reach: the sum of the accounts' followers. Kept by the database (triggers of migration
     * ..._roster_sort_columns on social_account, whoever writes the accounts); never written by the app.
     */
    reach: p.bigint('number').default(0),
    accounts: () => p.oneToMany(SocialAccount).mappedBy('influencer'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'influencer_gender_age_index', properties: ['gender', 'ageMin', 'ageMax'] },
    // Name search ("Name search" filter, roster name filter): ILIKE '%text%' through trigrams.
    { name: 'influencer_fullname_trgm_index', expression: 'create index "influencer_fullname_trgm_index" on "influencer" using gin ("fullname" gin_trgm_ops)' },
  ],
});
export type Influencer = InferEntity<typeof Influencer>;
