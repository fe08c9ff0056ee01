import type { AnyTRPCProcedure } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { appRouter } from '../../server/router.js';
import { createTestDatabase } from '../helpers/database.js';

/*
 * One way in: every documented call is declared once, by its procedure, and the HTTP server hands
 * every request to Express, whose only handler of the documented paths is the REST adapter (the
 * middleware before it are the pipeline's shared steps, which pass a valid call on).
 */
type Built = Awaited<ReturnType<typeof buildServer>>;
interface Layer {
  name: string;
  handle: { steps?: string[] };
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

let built: Built;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  const { url, orm } = await createTestDatabase();
  built = await buildServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), orm, url);
  closeDatabase = () => orm.close();
});
afterAll(async () => {
  await built.close();
  await closeDatabase();
});

const documented = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>).flatMap(([path, procedure]) => {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    return openapi ? [{ procedure: path, method: openapi.method, path: openapi.path }] : [];
  });

/** The pipeline's shared steps that every /api request passes before the REST adapter (jsonBodyErrors answers only a body that could not be read). */
const SHARED_STEPS = [
  'countRequest',
  'securityHeaders',
  'assignRequestId',
  'encodeAnswers',
  'refuseWhileDatabaseIsDown',
  'mutationGuard',
  'emptyIsJson',
  'jsonParser',
  'checkDepth',
  'jsonBodyErrors',
];

describe('one way in', () => {
  it('declares every documented path once', () => {
    const calls = documented();
    expect(calls.length).toBeGreaterThan(100);
    const routes = calls.map((call) => `${call.method} ${call.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('hands every request to Express: nothing answers ahead of it', () => {
    const listeners = built.server.listeners('request');
    expect(listeners).toHaveLength(1);
    expect((listeners[0] as { handle?: unknown }).handle).toBeTypeOf('function');
  });

  it('answers each documented path by the REST adapter alone, after the shared steps only', () => {
    const stack = (built.app as unknown as { router: { stack: Layer[] } }).router.stack;
    const problems: string[] = [];
    for (const call of documented()) {
      const path = call.path.replace(/\{[^}]+\}/g, 'an-id');
      const handlers = stack
        .filter((layer) => layer.match(path) && (!layer.route || layer.route.methods[call.method.toLowerCase()]))
        // A layer of the pipeline's steps runs several (server/http/one-layer.ts).
        .flatMap((layer) => layer.handle.steps ?? [layer.name]);
      const before = handlers.slice(0, handlers.indexOf('answerDocumentedCall'));
      if (!handlers.includes('answerDocumentedCall')) problems.push(`${call.method} ${call.path}: not answered by the REST adapter`);
      else if (before.some((name) => !SHARED_STEPS.includes(name)))
        problems.push(`${call.method} ${call.path}: answered before the router by ${before.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
