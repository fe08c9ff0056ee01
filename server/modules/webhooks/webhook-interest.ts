import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_LIMIT } from '../../../shared/webhook-constants.js';
import { runSql } from '../../db/sql.js';
import type { EventBus } from '../../events/bus.js';
import { EventCache } from '../../events/event-cache.js';
import { askedEventTypes } from './webhooks.sql.js';

/**
 * Which events each team's enabled endpoints asked for, so the calls that raise an event (a
 * message sent, a sheet opened) skip the endpoints' statement for the many teams that asked for
 * none. Kept until the team's `webhooks.changed` (from any instance) and at most
 * `WEBHOOK_LIMIT.interestMaxAgeMs`; an endpoint disabled by its failures is still counted until
 * then, which costs only the statement that finds it disabled.
 */
export class WebhookInterest {
  private readonly asked: EventCache<string, Set<string>>;

  constructor(bus: EventBus) {
    this.asked = new EventCache(bus, {
      max: WEBHOOK_LIMIT.cachedTeamInterests,
      ttlMs: WEBHOOK_LIMIT.interestMaxAgeMs,
      staleOn: (event) => (event.type === 'webhooks.changed' ? { keys: [event.payload.teamId] } : null),
    });
  }

  /** Those of `teamIds` with an enabled endpoint that asked for `type`. */
  async teamsAsking(em: EntityManager, teamIds: string[], type: string): Promise<string[]> {
    const unknown = teamIds.filter((teamId) => !this.asked.get(teamId));
    if (unknown.length) {
      const mark = this.asked.mark();
      const rows = await runSql<{ team_id: string; events: string[] }>(em, askedEventTypes(unknown));
      const byTeam = new Map(rows.map((row) => [row.team_id, new Set(row.events)]));
      for (const teamId of unknown) this.asked.setUnlessStaleSince(teamId, byTeam.get(teamId) ?? new Set(), mark);
    }
    return teamIds.filter((teamId) => this.asked.get(teamId)?.has(type) ?? true);
  }

  close() {
    this.asked.close();
  }
}
