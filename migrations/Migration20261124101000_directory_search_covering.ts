import { Migration } from '@mikro-orm/migrations';

/** The columns the filters read besides platform and followers. */
const COVERED = [
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
];

/**
 * The followers index (the default sort and the commonest filter) carries every figure the
 * filters read, so a search over a followers range checks its other filters in the index
 * (about 100 MB) instead of visiting the 475 MB table row by row (1,000,000 accounts).
 */
export class Migration20261124101000_directory_search_covering extends Migration {
  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "directory_search_followers_index";`);
    this.addSql(`create index "directory_search_followers_index" on "directory_search" ("platform", "followers" desc nulls last, "id" desc) include (${COVERED.map((c) => `"${c}"`).join(', ')});`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "directory_search_followers_index";`);
    this.addSql(`create index "directory_search_followers_index" on "directory_search" ("platform", "followers" desc nulls last, "id" desc);`);
  }
}
