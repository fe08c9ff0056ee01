import type { EntityManager } from '@mikro-orm/postgresql';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';

export interface TeamTotals {
  creators: number;
  reach: number;
  tags: string[];
}

interface Cached {
  totals: Promise<TeamTotals>;
  at: number;
  unsubscribe: () => void;
}

/** One cache per app (its bus), so test apps and server instances never share figures. */
const caches = new WeakMap<EventBus, Map<string, Cached>>();

/**
 * A team's totals above the /influencers table (creators, reach, the tags in use): computing them
 * reads every roster row of the team (reach is the rows' stored copy), so they are kept until the team's next
 * `roster.changed` (from any server instance, through the bus) and at most
 * `ROSTER_LIMIT.teamTotalsMaxAgeMs`, for changes made outside the roster calls (follower counts
 * refreshed in the directory, creators added by other features).
 */
export function teamTotals(em: EntityManager, bus: EventBus, teamId: string): Promise<TeamTotals> {
  let teams = caches.get(bus);
  if (!teams) caches.set(bus, (teams = new Map()));
  const cached = teams.get(teamId);
  if (cached && Date.now() - cached.at <= ROSTER_LIMIT.teamTotalsMaxAgeMs) return cached.totals;
  if (cached) forget(teams, teamId, cached);
  // Subscribed before reading, so an edit committed while the figures are read drops them.
  const entry: Cached = { at: Date.now(), totals: Promise.resolve(null as never), unsubscribe: () => {} };
  entry.unsubscribe = bus.subscribe(scopes.team(teamId), (event) => event.type === 'roster.changed' && forget(teams, teamId, entry));
  entry.totals = readTotals(em, teamId);
  entry.totals.catch(() => forget(teams, teamId, entry));
  teams.set(teamId, entry);
  if (teams.size > ROSTER_LIMIT.cachedTeamTotals) {
    const [oldestId, oldest] = teams.entries().next().value!;
    forget(teams, oldestId, oldest);
  }
  return entry.totals;
}

function forget(teams: Map<string, Cached>, teamId: string, entry: Cached) {
  entry.unsubscribe();
  if (teams.get(teamId) === entry) teams.delete(teamId);
}

async function readTotals(em: EntityManager, teamId: string): Promise<TeamTotals> {
  const [row] = await em.getConnection().execute<{ creators: string; reach: string | null; tags: string[] | null }[]>(
    `select (select count(*) from roster_entry where team_id = ?) as creators,
            (select sum(reach) from roster_entry where team_id = ?) as reach,
            (select array_agg(distinct t order by t) from roster_entry, unnest(tags) t where team_id = ?) as tags`,
    [teamId, teamId, teamId],
  );
  return { creators: Number(row.creators), reach: Number(row.reach ?? 0), tags: row.tags ?? [] };
}
