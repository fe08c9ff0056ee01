import type { EntityManager } from '@mikro-orm/postgresql';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import type { EventBus } from '../../events/bus.js';
import { runSql } from '../../db/sql.js';
import { EventCache } from '../../events/event-cache.js';
import { rosterTotals } from './roster.sql.js';

export interface TeamTotals {
  creators: number;
  reach: number;
  tags: string[];
}

/**
 * A team's totals above the /influencers table (creators, reach, the tags in use), one cache per
 * app: computing them reads every roster row of the team (reach is the rows' stored copy), so they
 * are kept until the team's next `roster.changed` (from any server instance, through the bus) and
 * at most `ROSTER_LIMIT.teamTotalsMaxAgeMs`, for changes made outside the roster calls (follower
 * counts refreshed in the directory, creators added by other features).
 */
export class TeamTotalsCache {
  private readonly totals: EventCache<string, TeamTotals>;

  constructor(bus: EventBus) {
    this.totals = new EventCache(bus, {
      max: ROSTER_LIMIT.cachedTeamTotals,
      ttlMs: ROSTER_LIMIT.teamTotalsMaxAgeMs,
      staleOn: (event) => (event.type === 'roster.changed' ? { keys: [event.payload.teamId] } : null),
    });
  }

  of(em: EntityManager, teamId: string): Promise<TeamTotals> {
    return this.totals.load(teamId, () => readTotals(em, teamId));
  }

  close() {
    this.totals.close();
  }
}

async function readTotals(em: EntityManager, teamId: string): Promise<TeamTotals> {
  const [row] = await runSql<{ creators: string; reach: string | null; tags: string[] | null }>(em, rosterTotals(teamId));
  return { creators: Number(row!.creators), reach: Number(row!.reach ?? 0), tags: row!.tags ?? [] };
}
