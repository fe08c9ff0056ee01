import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

const share = () => p.float().columnType('real').nullable();
/** What the filters read besides the platform: every sort's index carries them all. */
export const SEARCH_FIGURES = [
  'followers',
  'engagement_rate',
  'avg_views',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_13_17',
  'audience_age_18_24',
  'audience_age_25_34',
  'audience_age_35_44',
  'audience_age_45_64',
  'audience_age_65_plus',
  'talent_gender',
  'talent_age_min',
  'talent_age_max',
] as const;
/** (platform, figure desc, id desc) including the other figures (migrations ..._directory_search_covering and ..._covering_sorts). */
const bySort = (column: string) => {
  const name = `directory_search_${column}_index`;
  const include = SEARCH_FIGURES.filter((c) => c !== column)
    .map((c) => `"${c}"`)
    .join(', ');
  return { name, expression: `create index "${name}" on "directory_search" ("platform", "${column}" desc nulls last, "id" desc) include (${include})` };
};

/**
 * One row per social account with only what search filters and sorts read: written by the
 * triggers of migration ..._directory_search from social_account and influencer, never by the app.
 */
export const DirectorySearchRow = defineEntity({
  name: 'DirectorySearchRow',
  tableName: 'directory_search',
  properties: {
    /** The social account's id. */
    id: p.integer().primary().autoincrement(false),
    influencerId: p.integer(),
    platform: p.text(),
    followers: p.bigint('number'),
    engagementRate: share(),
    avgViews: p.bigint('number').nullable(),
    usAudienceShare: share(),
    audienceFemalePercent: share(),
    audienceMalePercent: share(),
    audienceAge13To17: share().fieldName('audience_age_13_17'),
    audienceAge18To24: share().fieldName('audience_age_18_24'),
    audienceAge25To34: share().fieldName('audience_age_25_34'),
    audienceAge35To44: share().fieldName('audience_age_35_44'),
    audienceAge45To64: share().fieldName('audience_age_45_64'),
    audienceAge65Plus: share().fieldName('audience_age_65_plus'),
    talentGender: p.text().nullable(),
    talentAgeMin: p.smallint().nullable(),
    talentAgeMax: p.smallint().nullable(),
    /** Lower-case "fullname handle" (trigram name search). */
    searchName: p.text(),
    /** Name and handle (A), description (B), audience interests (C). */
    searchDocument: p.text().columnType('tsvector'),
    /** What a result shows besides the figures (migration ..._directory_search_cards): the creator's name and portrait, the account's handle and link. */
    fullname: p.text().nullable(),
    handle: p.text(),
    pictureUrl: p.text().nullable(),
    profileUrl: p.text().nullable(),
  },
  indexes: [
    bySort('followers'),
    bySort('engagement_rate'),
    bySort('avg_views'),
    bySort('us_audience_share'),
    bySort('audience_female_percent'),
    bySort('audience_male_percent'),
    { name: 'directory_search_influencer_id_index', properties: ['influencerId'] },
    {
      name: 'directory_search_search_document_index',
      expression: 'create index "directory_search_search_document_index" on "directory_search" using gin ("search_document")',
    },
    {
      name: 'directory_search_search_name_trgm_index',
      expression: 'create index "directory_search_search_name_trgm_index" on "directory_search" using gin ("search_name" gin_trgm_ops)',
    },
  ],
});
export type DirectorySearchRow = InferEntity<typeof DirectorySearchRow>;
