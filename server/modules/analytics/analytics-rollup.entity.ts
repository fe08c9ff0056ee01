import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Influencer } from '../directory/influencer.entity.js';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';

/*
 * Rollups kept up to date by the ingest (analytics-rollups.ts), in the same statement that stores
 * the raw event; every dashboard answer reads these, never analytics_event. Days are UTC dates.
 * `ownerId` is the sheet's creator (user id, 0 when none) so "only my sheets" needs no join.
 */

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
/** An index on `keys` that also carries `include`, so the range queries read no table pages. */
const coveringIndex = (table: string, keys: string[], include: string[]) =>
  `create index "${table}_${keys.join('_')}_index" on "${table}" (${quoted(keys)}) include (${quoted(include)})`;

/** Views and clicks of a team per sheet owner per day: the totals and the charts. */
export const AnalyticsOwnerDay = defineEntity({
  name: 'AnalyticsOwnerDay',
  properties: {
    team: () => p.manyToOne(Team).primary().deleteRule('cascade'),
    ownerId: p.integer().primary(),
    day: p.date().primary(),
    views: p.integer().default(0),
    clicks: p.integer().default(0),
  },
});
export type AnalyticsOwnerDay = InferEntity<typeof AnalyticsOwnerDay>;

/** Views and clicks of a whole team per day: the team's totals and charts in one row per day. */
export const AnalyticsTeamDay = defineEntity({
  name: 'AnalyticsTeamDay',
  properties: {
    team: () => p.manyToOne(Team).primary().deleteRule('cascade'),
    day: p.date().primary(),
    views: p.integer().default(0),
    clicks: p.integer().default(0),
  },
});
export type AnalyticsTeamDay = InferEntity<typeof AnalyticsTeamDay>;

/** Views and clicks of one sheet per day: per-sheet lists for 7/30 days and the per-sheet chart. */
export const AnalyticsSheetDay = defineEntity({
  name: 'AnalyticsSheetDay',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    day: p.date().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    views: p.integer().default(0),
    clicks: p.integer().default(0),
  },
  // Covering (migration ..._analytics_covering): a range's sums are read from the index.
  indexes: [
    {
      name: 'analytics_sheet_day_team_id_day_index',
      expression: coveringIndex('analytics_sheet_day', ['team_id', 'day'], ['sheet_id', 'owner_id', 'views', 'clicks']),
    },
    {
      name: 'analytics_sheet_day_team_id_owner_id_day_index',
      expression: coveringIndex('analytics_sheet_day', ['team_id', 'owner_id', 'day'], ['sheet_id', 'views', 'clicks']),
    },
  ],
});
export type AnalyticsSheetDay = InferEntity<typeof AnalyticsSheetDay>;

/** All-time views and clicks of one sheet: the "all" range without summing days. */
export const AnalyticsSheetTotal = defineEntity({
  name: 'AnalyticsSheetTotal',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    views: p.integer().default(0),
    clicks: p.integer().default(0),
  },
  indexes: [{ properties: ['team', 'views'] }],
});
export type AnalyticsSheetTotal = InferEntity<typeof AnalyticsSheetTotal>;

/** Clicks on one creator of one sheet per day. */
export const AnalyticsClickDay = defineEntity({
  name: 'AnalyticsClickDay',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).primary().deleteRule('cascade'),
    day: p.date().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    clicks: p.integer().default(0),
  },
  indexes: [
    {
      name: 'analytics_click_day_team_id_day_index',
      expression: coveringIndex('analytics_click_day', ['team_id', 'day'], ['sheet_id', 'influencer_id', 'owner_id', 'clicks']),
    },
    {
      name: 'analytics_click_day_team_id_owner_id_day_index',
      expression: coveringIndex('analytics_click_day', ['team_id', 'owner_id', 'day'], ['sheet_id', 'influencer_id', 'clicks']),
    },
  ],
});
export type AnalyticsClickDay = InferEntity<typeof AnalyticsClickDay>;

/** All-time clicks on one creator of one sheet. */
export const AnalyticsClickTotal = defineEntity({
  name: 'AnalyticsClickTotal',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).primary().deleteRule('cascade'),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    clicks: p.integer().default(0),
  },
  indexes: [{ properties: ['team', 'clicks'] }],
});
export type AnalyticsClickTotal = InferEntity<typeof AnalyticsClickTotal>;

/** A viewer e-mail's views of one sheet and its latest. */
export const AnalyticsVisitor = defineEntity({
  name: 'AnalyticsVisitor',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    email: p.string().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    views: p.integer().default(0),
    lastVisitAt: p.datetime(),
  },
  indexes: [
    {
      name: 'analytics_visitor_team_id_last_visit_at_index',
      expression: coveringIndex('analytics_visitor', ['team_id', 'last_visit_at'], ['email', 'sheet_id', 'owner_id']),
    },
    {
      name: 'analytics_visitor_team_id_email_index',
      expression: coveringIndex('analytics_visitor', ['team_id', 'email'], ['sheet_id', 'owner_id', 'last_visit_at']),
    },
  ],
});
export type AnalyticsVisitor = InferEntity<typeof AnalyticsVisitor>;

/**
 * A team's visitor: their latest visit, the sheets they opened and each one's latest visit (in the
 * same order, latest first). Kept equal to analytics_visitor by its triggers (migration ..._analytics_team_visitors).
 */
export const AnalyticsTeamVisitor = defineEntity({
  name: 'AnalyticsTeamVisitor',
  properties: {
    team: () => p.manyToOne(Team).primary().deleteRule('cascade'),
    email: p.string().primary(),
    lastVisitAt: p.datetime(),
    sheetIds: p.array().columnType('varchar(22)[]'),
    visits: p.array<Date>().columnType('timestamptz[]'),
  },
  indexes: [
    {
      name: 'analytics_team_visitor_team_id_last_visit_at_index',
      expression: 'create index "analytics_team_visitor_team_id_last_visit_at_index" on "analytics_team_visitor" ("team_id", "last_visit_at" desc, "email")',
    },
  ],
});
export type AnalyticsTeamVisitor = InferEntity<typeof AnalyticsTeamVisitor>;
