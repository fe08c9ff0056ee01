import { scopes, type AppEvent, type EventBus } from '../../events/bus.js';

/** A new view (announced by its sheet_opened notification) or click (analytics.recorded) of the team. */
export const isAnalyticsEvent = (event: AppEvent) =>
  event.type === 'analytics.recorded' || (event.type === 'team.notification' && event.payload.type === 'sheet_opened');

const MAX_TEAMS = 2000;

interface TeamEntries {
  /** Answers by combination, kept from the moment their load starts: callers asking meanwhile wait for that one load. */
  answers: Map<string, Promise<unknown>>;
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

  /**
   * The cached answer, or one load shared by every caller until it settles. A new event drops the
   * load too, so whoever asks after the event reads afresh; a failed load is not kept.
   */
  get<T>(teamId: string, key: string, load: () => Promise<T>): Promise<T> {
    const team = this.team(teamId);
    const known = team.answers.get(key);
    if (known) return known as Promise<T>;
    const loading = load();
    team.answers.set(key, loading);
    loading.catch(() => {
      if (team.answers.get(key) === loading) team.answers.delete(key);
    });
    return loading;
  }

  /** Drops a team's answers (also called directly by the ingest, before the event reaches the bus). */
  invalidate(teamId: string) {
    this.teams.get(teamId)?.answers.clear();
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
    const entries: TeamEntries = { answers: new Map(), unsubscribe };
    this.teams.set(teamId, entries);
    return entries;
  }
}
