import type { AppEvent, EventBus } from '../../events/bus.js';

/** A new view (announced by its sheet_opened notification) or click (analytics.recorded) of the team. */
export const isAnalyticsEvent = (event: AppEvent) =>
  event.type === 'analytics.recorded' || (event.type === 'team.notification' && event.payload.type === 'sheet_opened');

const MAX_TEAMS = 2000;
const TEAM_SCOPE = /^team:(.+)$/;

interface Entry {
  answer: Promise<unknown>;
  /** The one sheet the answer is about (per-sheet calls): dropped when that sheet is deleted. */
  sheetId: string | null;
}

/**
 * Answers cached per team and per combination of the request (spec §9: cached per combination),
 * one per app. A new view or click of a team (from this instance or another, through the bus)
 * drops every answer of the team; a sheet's deletion drops the answers about that sheet.
 */
export class AnalyticsCache {
  /** Answers by team, then by combination, kept from the moment their load starts: callers asking meanwhile wait for that one load. */
  private readonly teams = new Map<string, Map<string, Entry>>();
  private readonly stopListening: () => void;

  constructor(bus: EventBus) {
    this.stopListening = bus.subscribeAll((event) => {
      const teamId = TEAM_SCOPE.exec(event.scope)?.[1];
      if (teamId && isAnalyticsEvent(event)) this.invalidate(teamId);
      else if (event.type === 'public.sheet.changed') this.dropSheet(event.payload.sheetId);
    });
  }

  /**
   * The cached answer, or one load shared by every caller until it settles. A new event drops the
   * load too, so whoever asks after the event reads afresh; a failed load is not kept.
   */
  get<T>(teamId: string, key: string, load: () => Promise<T>, sheetId: string | null = null): Promise<T> {
    const answers = this.answersOf(teamId);
    const known = answers.get(key);
    if (known) return known.answer as Promise<T>;
    const loading = load();
    answers.set(key, { answer: loading, sheetId });
    loading.catch(() => {
      if (answers.get(key)?.answer === loading) answers.delete(key);
    });
    return loading;
  }

  /** Drops a team's answers (also called directly by the ingest, before the event reaches the bus). */
  invalidate(teamId: string) {
    this.teams.get(teamId)?.clear();
  }

  close() {
    this.stopListening();
    this.teams.clear();
  }

  private dropSheet(sheetId: string) {
    for (const answers of this.teams.values()) for (const [key, entry] of answers) if (entry.sheetId === sheetId) answers.delete(key);
  }

  private answersOf(teamId: string): Map<string, Entry> {
    const known = this.teams.get(teamId);
    if (known) return known;
    if (this.teams.size >= MAX_TEAMS) this.teams.delete(this.teams.keys().next().value!);
    const answers = new Map<string, Entry>();
    this.teams.set(teamId, answers);
    return answers;
  }
}
