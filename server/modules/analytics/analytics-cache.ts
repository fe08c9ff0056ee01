import { scopes, type AppEvent, type EventBus } from '../../events/bus.js';

/** A new view (announced by its sheet_opened notification) or click (analytics.recorded) of the team. */
export const isAnalyticsEvent = (event: AppEvent) =>
  event.type === 'analytics.recorded' || (event.type === 'team.notification' && event.payload.type === 'sheet_opened');

const MAX_TEAMS = 2000;

interface TeamEntries {
  /** Bumped on every new event, so a load that began before it never stores its stale answer. */
  generation: number;
  answers: Map<string, unknown>;
  unsubscribe: () => void;
}

/**
 * Answers cached per team and per combination of the request (spec §9: cached per combination),
 * one per app. The first answer cached for a team subscribes to that team's events; a new view
 * or click (from this instance or another, through the bus) drops every answer of the team.
 */
export class AnalyticsCache {
  private readonly teams = new Map<string, TeamEntries>();

  constructor(private readonly bus: EventBus) {}

  async get<T>(teamId: string, key: string, load: () => Promise<T>): Promise<T> {
    const team = this.team(teamId);
    if (team.answers.has(key)) return team.answers.get(key) as T;
    const generation = team.generation;
    const answer = await load();
    if (team.generation === generation && this.teams.get(teamId) === team) team.answers.set(key, answer);
    return answer;
  }

  /** Drops a team's answers (also called directly by the ingest, before the event reaches the bus). */
  invalidate(teamId: string) {
    const team = this.teams.get(teamId);
    if (!team) return;
    team.generation++;
    team.answers.clear();
  }

  close() {
    for (const team of this.teams.values()) team.unsubscribe();
    this.teams.clear();
  }

  private team(teamId: string): TeamEntries {
    const known = this.teams.get(teamId);
    if (known) return known;
    if (this.teams.size >= MAX_TEAMS) {
      const [oldestId, oldest] = this.teams.entries().next().value!;
      oldest.unsubscribe();
      this.teams.delete(oldestId);
    }
    const unsubscribe = this.bus.subscribe(scopes.team(teamId), (event) => {
      if (isAnalyticsEvent(event)) this.invalidate(teamId);
    });
    const entries: TeamEntries = { generation: 0, answers: new Map(), unsubscribe };
    this.teams.set(teamId, entries);
    return entries;
  }
}
