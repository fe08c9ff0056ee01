import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc/server';
import express from 'express';
import { createOpenApiExpressMiddleware, generateOpenApiDocument, type OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuzzOperation, operationsOf } from './fuzz-operations.js';

/** A REST operation that forgets to check its input (a negative count crashes it): the fuzzer must find it. */
const t = initTRPC.meta<OpenApiMeta>().create();
const unguarded = t.router({
  count: t.procedure
    .meta({ openapi: { method: 'POST', path: '/api/count', protect: false } })
    .input(z.object({ n: z.number() }))
    .output(z.object({ items: z.array(z.number()) }))
    .mutation(({ input }) => ({ items: new Array(input.n).fill(0) })),
});

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  const app = express();
  app.use('/api', (req, res) => ((req.url = req.originalUrl), createOpenApiExpressMiddleware({ router: unguarded, createContext: () => ({}) })(req, res)));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the fuzz harness itself', () => {
  it('fails on an operation that answers 500 to some generated input', async () => {
    const [op] = operationsOf(generateOpenApiDocument(unguarded, { title: 'unguarded', version: '1', baseUrl: '/' }) as never);
    const run = fuzzOperation({ baseUrl, cookie: '', op, knownIds: [], runs: 100, seed: 1 });
    const failure = await run.then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/Counterexample: .*"\/api\/count"/);
    expect((failure?.cause as Error | undefined)?.message).toMatch(/POST \/api\/count answered 500/);
  });
});
