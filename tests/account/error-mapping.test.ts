import { OptimisticLockError } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import { createCallerFactory, type Context, publicProcedure, router } from '../../server/trpc/init.js';

// A caller needs only what the procedures below touch: an ORM whose EntityManager can fork.
const ctx = { orm: { em: { fork: () => ({}) } }, requestId: 'test' } as unknown as Context;

const caller = createCallerFactory(
  router({
    lostRace: publicProcedure.mutation(() => {
      throw OptimisticLockError.lockFailed('TalentSheet');
    }),
    broken: publicProcedure.mutation(() => {
      throw new Error('disk on fire');
    }),
  }),
)(ctx);

describe('errors of a call', () => {
  it('answers a write that lost a race with another save as a CONFLICT with a clear message', async () => {
    const error = await caller.lostRace().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('CONFLICT');
    expect((error as TRPCError).message).toBe(COEDIT.changedMeanwhile);
  });

  it('keeps any other failure a server error', async () => {
    const error = await caller.broken().catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
