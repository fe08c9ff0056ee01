import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { CastingCallSummary } from '../../../shared/schemas/sheets/get-sheet.js';
import type { TeamContext } from '../../trpc/team-context.js';
import type { TalentSheet } from './talent-sheet.entity.js';

/**
 * What sheets need of the Creator Calls their response sheets answer. The creator-calls module
 * gives it (app.ts), so sheets read none of its tables and never import it.
 */
export interface CallResponses {
  /**
   * The call a save answers for the team: its title, and the sheet of the team's standing response
   * (null when there is none, or its sheet was deleted: a new response replaces it). NOT_FOUND for
   * an unknown call; a closed call takes no new response.
   */
  answering(ctx: TeamContext, castingCallId: string): Promise<{ title: string; sheetId: string | null }>;
  /** Records the team's response to the call, carried by `sheet` (in the sheet's transaction). */
  record(em: EntityManager, ctx: TeamContext, castingCallId: string, sheet: TalentSheet, drafted: boolean): void;
  /** A submitted response is final: its sheet takes no more saves. */
  assertEditable(em: EntityManager, sheetId: string): Promise<void>;
  /** The first save of a fresh response makes it a draft (which shows its Preview Link). */
  markDrafted(em: EntityManager, sheetId: string): Promise<unknown>;
  /** The call a response sheet answers, with the response's status; null for any other sheet. */
  ofSheet(em: EntityManager, sheetId: string): Promise<z.infer<typeof CastingCallSummary> | null>;
}
