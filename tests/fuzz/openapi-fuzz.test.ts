import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openApiDocument } from '../../server/router.js';
import { createOwnerRows, type OwnerRows } from '../access/owner-rows.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { fuzzOperation, operationsOf } from './fuzz-operations.js';

/** Generated requests per REST operation (`npm run fuzz -- --runs 1000` for more); the seed is printed to replay a failure. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let app: TestApp;
let owner: OwnerRows;
const sessions = new Map<string, string>();
const operations = operationsOf(openApiDocument() as { paths: Record<string, Record<string, any>> });

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
  console.log(`fuzz: ${operations.length} REST operations x ${FUZZ_RUNS} generated requests, seed ${FUZZ_SEED} (replay: FUZZ_SEED=${FUZZ_SEED})`);
});
afterAll(() => app.close());

describe('fuzzing every REST operation of the OpenAPI document', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s answers every generated input without a 5xx or a hang', async (_name, op) => {
    const knownIds = [owner.sheetId, owner.collectionId, String(owner.influencerId), owner.teamId];
    await fuzzOperation({ baseUrl: app.baseUrl, cookie: sessions.get(`${op.method} ${op.path}`)!, op, knownIds, runs: FUZZ_RUNS, seed: FUZZ_SEED });
  });
});
