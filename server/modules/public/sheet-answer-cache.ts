import type { z } from 'zod';
import { PUBLIC_LIMIT } from '../../../shared/public-constants.js';
import { PublicSheetResponse, type PublicSheetRequest } from '../../../shared/schemas/public/public-sheet.js';
import type { Orm } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import type { AppEvent, EventBus } from '../../events/bus.js';
import { EventCache } from '../../events/event-cache.js';
import type { PublicPageContext } from './public-team.js';
import { publicSheet } from './public-sheet.service.js';
import { readSheetStamp } from './sheet-stamp.js';
import { checkKeptAnswer } from '../../trpc/checked-once.js';

type SheetInput = z.output<typeof PublicSheetRequest>;
export interface BuiltAnswer {
  /** The answer as JSON, for the public page's HTML (public-pages.ts). */
  body: string;
  answer: z.infer<typeof PublicSheetResponse>;
}

/** Events after which a sheet's public answers are rebuilt. */
const CHANGES = new Set<AppEvent['type']>(['sheet.saved', 'sheet.deleted', 'team.settings.changed', 'roster.changed']);

interface SheetState {
  teamId: string;
  stamp: string;
  checkedAt: number;
  answers: Map<string, Promise<BuiltAnswer>>;
  checking?: Promise<boolean>;
}

const SCOPE = /^(sheet|team):(.+)$/;

/**
 * Built answers of GET /api/public/talent-sheets/{id}, by sheet and query. A sheet's answers are
 * dropped on its change events (sheet saved or deleted, team settings changed, from any server
 * instance through the event bus); anything else (creators' figures, roster details) is caught
 * by re-reading the sheet's stamp about once per `sheetAnswerRecheckMs`, so it shows within
 * twice that. Most requests do not touch the database.
 */
export class PublicSheetCache {
  private readonly sheets: EventCache<string, SheetState>;

  constructor(
    private readonly orm: Orm,
    bus: EventBus,
    private readonly socialData: PublicPageContext['socialData'],
    private readonly recheckMs: number = PUBLIC_LIMIT.sheetAnswerRecheckMs,
  ) {
    this.sheets = new EventCache(bus, {
      max: PUBLIC_LIMIT.cachedSheets,
      groupsOf: (_sheetId, state) => (state ? [state.teamId] : []),
      staleOn: (event) => {
        const [, kind, id] = SCOPE.exec(event.scope) ?? [];
        if (!CHANGES.has(event.type) || !id) return null;
        return kind === 'sheet' ? { keys: [id] } : { groups: [id] };
      },
    });
  }

  /** The answer, or null when there is no live sheet with this id. */
  async get(input: SheetInput): Promise<BuiltAnswer | null> {
    const state = await this.current(input.hashId);
    if (!state) return null;
    const key = `${input.page}|${input.limit}|${input.with_stats}`;
    let answer = state.answers.get(key);
    if (!answer) {
      answer = this.build(input);
      state.answers.set(key, answer);
      // A failed build is not kept.
      answer.catch(() => state.answers.get(key) === answer && state.answers.delete(key));
    }
    try {
      return await answer;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Forgets a sheet's answers (as its change events do). */
  drop(sheetId: string) {
    this.sheets.delete(sheetId);
  }

  /**
   * The sheet's state, its stamp re-read when older than `recheckMs`: in the background while
   * requests keep coming (so no request waits on the database), and before answering when the
   * answers are older than twice that (a sheet opened again after a quiet while).
   */
  private async current(sheetId: string): Promise<SheetState | null> {
    const state = this.sheets.get(sheetId);
    if (!state) return this.start(sheetId);
    const age = Date.now() - state.checkedAt;
    if (age <= this.recheckMs) return state;
    state.checking ??= this.recheck(sheetId, state)
      .catch(() => (this.drop(sheetId), false))
      .finally(() => (state.checking = undefined));
    if (age <= 2 * this.recheckMs) return state;
    return (await state.checking) ? state : this.start(sheetId);
  }

  /** Whether the sheet's stamp is unchanged (then trusted again for `recheckMs`). */
  private async recheck(sheetId: string, state: SheetState) {
    const now = await readSheetStamp(this.orm, sheetId);
    if (now?.stamp === state.stamp) {
      state.checkedAt = Date.now();
      return true;
    }
    if (this.sheets.get(sheetId) === state) this.drop(sheetId);
    return false;
  }

  private async start(sheetId: string): Promise<SheetState | null> {
    const stamp = await readSheetStamp(this.orm, sheetId);
    if (!stamp) return null;
    const existing = this.sheets.get(sheetId);
    if (existing?.stamp === stamp.stamp) return existing; // another request started it meanwhile
    const state: SheetState = { ...stamp, checkedAt: Date.now(), answers: new Map() };
    this.sheets.set(sheetId, state);
    return state;
  }

  private async build(input: SheetInput): Promise<BuiltAnswer> {
    const answer = checkKeptAnswer(PublicSheetResponse, await publicSheet({ em: this.orm.em.fork(), socialData: this.socialData }, input));
    return { body: JSON.stringify(answer), answer };
  }
}
