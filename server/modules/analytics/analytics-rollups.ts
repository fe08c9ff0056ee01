import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { rollupEvents } from './rollups.sql.js';

/** What the rollups need of one event on a sheet (events without a sheet are kept raw only). */
export interface RollupEvent {
  teamId: string;
  sheetId: string;
  /** The sheet's creator (user id), 0 when none. */
  ownerId: number;
  kind: 'view' | 'click';
  /** The clicked creator (clicks only). */
  influencerId: number | null;
  /** The viewer's e-mail, lower-case (views only). */
  email: string | null;
  at: Date;
  /** The e-mail as the raw event keeps it (the rollups keep it lower-case). */
  rawEmail?: string | null;
}

const rowsOf = (events: RollupEvent[]) =>
  events.map((e) => ({
    team_id: e.teamId,
    sheet_id: e.sheetId,
    owner_id: e.ownerId,
    kind: e.kind,
    influencer_id: e.influencerId,
    email: e.email,
    raw_email: e.rawEmail ?? null,
    at: e.at.toISOString(),
  }));

export async function addToRollups(em: EntityManager, events: RollupEvent[]) {
  if (events.length === 0) return;
  await runSql(em, rollupEvents(rowsOf(events), false));
}

/** Stores views and clicks as raw events and adds them to the rollups, in one statement (so all or none). */
export async function recordWithRollups(em: EntityManager, events: RollupEvent[]) {
  if (events.length === 0) return;
  await runSql(em, rollupEvents(rowsOf(events), true));
}
