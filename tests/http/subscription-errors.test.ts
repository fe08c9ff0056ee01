import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
import { createCallerFactory, publicProcedure, router, type Context } from '../../server/trpc/init.js';

const streams = router({
  failsMidway: publicProcedure.subscription(async function* () {
    yield 'first';
    throw new AppError('NOT_FOUND', 'That conversation is gone');
  }),
});

describe('errors thrown while a subscription streams', () => {
  it('go through the same mapping as a call: the AppError code and text, not a 500', async () => {
    const context = { orm: { em: { fork: () => ({}) } } } as unknown as Context;
    const stream = await createCallerFactory(streams)(context).failsMidway();
    const seen: unknown[] = [];
    const failure = await (async () => {
      for await (const item of stream) seen.push(item);
    })().catch((error: unknown) => error);
    expect(seen).toEqual(['first']);
    expect(failure).toBeInstanceOf(TRPCError);
    expect(failure).toMatchObject({ code: 'NOT_FOUND', message: 'That conversation is gone' });
  });
});
