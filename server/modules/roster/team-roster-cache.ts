import type { EntityManager } from '@mikro-orm/postgresql';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import type { EventBus } from '../../events/bus.js';
import { runSql } from '../../db/sql.js';
import { EventCache } from '../../events/event-cache.js';
import { rosterMembers, rosterTotals } from './roster.sql.js';

export interface TeamTotals {
  creators: number;
  reach: number;
  tags: string[];
}

/**
 * What each team's whole roster says, one cache per app: the totals above the /influencers table
 * (creators, reach, the tags in use; reach is the rows' stored copy) and which creators are on it
 * (the directory search's "on roster" flag). Each reads every roster row of the team, so both are
 * kept until the team's next `roster.changed` (from any server instance, through the bus) and at
 * most `ROSTER_LIMIT.teamRosterMaxAgeMs`, for changes made outside the roster calls (follower
 * counts refreshed in the directory, rows written by hand).
 */
export class TeamRosterCache {
  private readonly totalsByTeam: EventCache<string, TeamTotals>;
  private readonly membersByTeam: EventCache<string, ReadonlySet<number>>;

  constructor(bus: EventBus) {
    const byTeam = <V>() =>
      new EventCache<string, V>(bus, {
        max: ROSTER_LIMIT.cachedTeamRosters,
        ttlMs: ROSTER_LIMIT.teamRosterMaxAgeMs,
        staleOn: (event) => (event.type === 'roster.changed' ? { keys: [event.payload.teamId] } : null),
      });
    this.totalsByTeam = byTeam();
    this.membersByTeam = byTeam();
  }

  totals(em: EntityManager, teamId: string): Promise<TeamTotals> {
    return this.totalsByTeam.load(teamId, () => readTotals(em, teamId));
  }

  /** The influencer ids of the creators on the team's roster. */
  members(em: EntityManager, teamId: string): Promise<ReadonlySet<number>> {
    return this.membersByTeam.load(
      teamId,
      async () => new Set((await runSql<{ influencer_id: number }>(em, rosterMembers(teamId))).map((r) => r.influencer_id)),
    );
  }

  close() {
    this.totalsByTeam.close();
    this.membersByTeam.close();
  }
}

async function readTotals(em: EntityManager, teamId: string): Promise<TeamTotals> {
  const [row] = await runSql<{ creators: string; reach: string | null; tags: string[] | null }>(em, rosterTotals(teamId));
  return { creators: Number(row!.creators), reach: Number(row!.reach ?? 0), tags: row!.tags ?? [] };
}
