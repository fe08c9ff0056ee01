import type { AppEvent, EventBus } from '../../events/bus.js';
import { EventCache } from '../../events/event-cache.js';

/** A new view (announced by its sheet_opened notification) or click (analytics.recorded) of the team. */
export const isAnalyticsEvent = (event: AppEvent) =>
  event.type === 'analytics.recorded' || (event.type === 'team.notification' && event.payload.type === 'sheet_opened');

/** Answers kept, of every team. */
const MAX_ANSWERS = 20_000;
const TEAM_SCOPE = /^team:(.+)$/;

const teamGroup = (teamId: string) => `team:${teamId}`;
const sheetGroup = (sheetId: string) => `sheet:${sheetId}`;
/** An answer's key: its team, the one sheet it is about (per-sheet calls) and the request's combination. */
const answerKey = (teamId: string, sheetId: string | null, key: string) => JSON.stringify([teamId, sheetId, key]);

/**
 * Answers cached per team and per combination of the request (spec §9: cached per combination),
 * one per app. A new view or click of a team (from this instance or another, through the bus)
 * drops every answer of the team; a sheet's deletion drops the answers about that sheet.
 */
export class AnalyticsCache {
  private readonly answers: EventCache<string, unknown>;

  constructor(bus: EventBus) {
    this.answers = new EventCache(bus, {
      max: MAX_ANSWERS,
      groupsOf: (key) => {
        const [teamId, sheetId] = JSON.parse(key) as [string, string | null];
        return sheetId ? [teamGroup(teamId), sheetGroup(sheetId)] : [teamGroup(teamId)];
      },
      staleOn: (event) => {
        const teamId = TEAM_SCOPE.exec(event.scope)?.[1];
        if (teamId && isAnalyticsEvent(event)) return { groups: [teamGroup(teamId)] };
        if (event.type === 'sheet.deleted') return { groups: [sheetGroup(event.payload.sheetId)] };
        return null;
      },
    });
  }

  /**
   * The cached answer, or one load shared by every caller until it settles. A new event drops the
   * load too, so whoever asks after the event reads afresh; a failed load is not kept.
   */
  get<T>(teamId: string, key: string, load: () => Promise<T>, sheetId: string | null = null): Promise<T> {
    return this.answers.load(answerKey(teamId, sheetId, key), load) as Promise<T>;
  }

  /** Drops a team's answers at once, without waiting for the event (tests reading afresh). */
  invalidate(teamId: string) {
    this.answers.dropGroup(teamGroup(teamId));
  }

  close() {
    this.answers.close();
  }
}
