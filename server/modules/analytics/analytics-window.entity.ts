import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Influencer } from '../directory/influencer.entity.js';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';

/*
 * Rolling 7- and 30-day rollups (analytics-windows.ts): the range lists of a big team read the
 * top rows of one index instead of summing every day row of the range. The ingest adds to a
 * window the events of its days; a recurring job moves each window to the new day (adds the day
 * that enters, subtracts the one that leaves). Reads use a window only when it is at today.
 */

/** The last day each window covers (`days` long, ending on `asOf`). */
export const AnalyticsWindowState = defineEntity({
  name: 'AnalyticsWindowState',
  properties: {
    days: p.smallint().primary().autoincrement(false),
    asOf: p.date(),
  },
});
export type AnalyticsWindowState = InferEntity<typeof AnalyticsWindowState>;

/** Views and clicks of one sheet over a window. */
export const AnalyticsSheetWindow = defineEntity({
  name: 'AnalyticsSheetWindow',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    days: p.smallint().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    views: p.integer().default(0),
    clicks: p.integer().default(0),
  },
  indexes: [{ properties: ['team', 'days', 'views'] }],
});
export type AnalyticsSheetWindow = InferEntity<typeof AnalyticsSheetWindow>;

/** Clicks on one creator of one sheet over a window. */
export const AnalyticsClickWindow = defineEntity({
  name: 'AnalyticsClickWindow',
  properties: {
    sheet: () => p.manyToOne(TalentSheet).primary().deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).primary().deleteRule('cascade'),
    days: p.smallint().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    ownerId: p.integer(),
    clicks: p.integer().default(0),
  },
  indexes: [{ properties: ['team', 'days', 'clicks'] }],
});
export type AnalyticsClickWindow = InferEntity<typeof AnalyticsClickWindow>;
