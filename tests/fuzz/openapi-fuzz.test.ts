import type { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/trpc/rest.js';
import { createOwnerRows, type OwnerRows } from '../access/owner-rows.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { bodyValue, hostileValue, type JsonSchema, schemaValue } from './schema-arbitraries.js';

/** Generated requests per REST operation (`npm run fuzz -- --runs 1000` for more); the seed is printed to replay a failure. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const REQUEST_TIMEOUT_MS = 10_000;

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

let app: TestApp;
let owner: OwnerRows;
const sessions = new Map<string, string>();

const operations: Operation[] = Object.entries((openApiDocument() as { paths: Record<string, Record<string, any>> }).paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: op.parameters ?? [],
    body: op.requestBody?.content?.['application/json']?.schema,
  })),
);

beforeAll(async () => {
  app = await startTestApp();
  owner = await createOwnerRows(app.orm.em.fork() as EntityManager);
  // One session per operation, all signed in before any sign-in is fuzzed (and throttled).
  const { user } = await createUser(app.orm.em.fork() as EntityManager, { role: 'team_admin' });
  for (const op of operations) {
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    sessions.set(`${op.method} ${op.path}`, api.cookieHeader);
  }
  console.log(`fuzz: ${operations.length} REST operations x ${RUNS} generated requests, seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
});
afterAll(() => app.close());

/** One generated request: path and query parameters and a body near the schema or broken, sent as JSON, malformed JSON or another type. */
function requestArbitrary(op: Operation, knownIds: string[]) {
  const value = (schema: JsonSchema) => fc.oneof(schemaValue(schema, knownIds), hostileValue(knownIds)).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...pathParams.map((p) => value(p.schema))).map((values) =>
      pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, encodeURIComponent(values[i] as string) || '%20'), op.path),
    ),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, value(p.schema)])), { requiredKeys: [] }),
    body: bodyValue(op.body, knownIds),
    encoding: fc.constantFrom('json', 'json', 'json', 'malformed', 'text', 'form', 'none'),
  });
}

type GeneratedRequest = { path: string; query: Partial<Record<string, string>>; body: unknown; encoding: string };

async function send(op: Operation, request: GeneratedRequest) {
  const query = new URLSearchParams(request.query as Record<string, string>).toString();
  const json = JSON.stringify(request.body) ?? 'null';
  const bodies: Record<string, [string | undefined, string | undefined]> = {
    json: [json, 'application/json'],
    malformed: [json.slice(0, Math.max(1, Math.floor(json.length / 2))) + '{,', 'application/json'],
    text: [json, 'text/plain'],
    form: ['a=1&b=%00', 'application/x-www-form-urlencoded'],
    none: [undefined, undefined],
  };
  const [body, type] = op.method === 'GET' ? [undefined, undefined] : bodies[request.encoding];
  const response = await fetch(`${app.baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: op.method,
    headers: { cookie: sessions.get(`${op.method} ${op.path}`)!, ...(type ? { 'content-type': type } : {}) },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('fuzzing every REST operation of the OpenAPI document', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s answers every generated input without a 5xx or a hang', async (_name, op) => {
    const knownIds = [owner.sheetId, owner.collectionId, String(owner.influencerId), owner.teamId];
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, knownIds), async (request) => {
        const status = await send(op, request);
        expect(status, JSON.stringify(request).slice(0, 500)).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
