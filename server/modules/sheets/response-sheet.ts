import type { EntityManager } from '@mikro-orm/postgresql';
import { CALL_TEXT } from '../../../shared/creator-call-texts.js';
import { AppError } from '../../errors.js';
import { CastingCallResponse } from '../creator-calls/casting-call-response.entity.js';

/** Sheet saves: a submitted response is final (the brand has it as sent). */
export async function assertResponseEditable(em: EntityManager, sheetId: string) {
  const response = await em.findOne(CastingCallResponse, { sheet: sheetId }, { fields: ['status'] });
  if (response?.status === 'submitted') throw new AppError('BAD_REQUEST', CALL_TEXT.alreadySubmitted, { field: 'sheet_id' });
}

/** Sheet saves: the first save of a fresh response makes it a draft (which shows its Preview Link). */
export function markResponseDrafted(em: EntityManager, sheetId: string) {
  return em.nativeUpdate(CastingCallResponse, { sheet: sheetId, status: 'created' }, { status: 'draft' });
}
