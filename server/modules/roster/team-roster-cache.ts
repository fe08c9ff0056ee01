import type { EntityManager } from '@mikro-orm/postgresql';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import type { EventBus } from '../../events/bus.js';
import { runSql } from '../../db/sql.js';
import { EventCache } from '../../events/event-cache.js';
import { rosterMembers, rosterTotals } from './roster.sql.js';

/** Which creators are on a team's roster: their ids sorted (4 bytes each, where a Set takes ten times that). */
export class RosterMembers {
  constructor(private readonly ids: Int32Array) {}

  has(influencerId: number): boolean {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = this.ids[middle]!;
      if (id === influencerId) return true;
      if (id < influencerId) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

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
  private readonly membersByTeam: EventCache<string, RosterMembers>;

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

  /** The creators on the team's roster. */
  members(em: EntityManager, teamId: string): Promise<RosterMembers> {
    return this.membersByTeam.load(teamId, async () => {
      const rows = await runSql<{ influencer_id: number }>(em, rosterMembers(teamId));
      return new RosterMembers(Int32Array.from(rows, (r) => r.influencer_id).sort());
    });
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
