import type { EntityManager } from '@mikro-orm/postgresql';
import { utcDay } from './call-state.js';
import { CastingCall } from './casting-call.entity.js';

/**
 * Closes every open call whose end date has passed (scheduled as a job). One statement, so two
 * instances running it at once close each call once. Returns how many it closed.
 */
export function closeEndedCalls(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(CastingCall, { closedAt: null, endDate: { $lt: utcDay(now) } }, { closedAt: now });
}
