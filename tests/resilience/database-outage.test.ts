import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { openDatabase, type Orm } from '../../server/orm.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';

/** The real server with its own embedded PostgreSQL, whose processes the test stops, resumes and kills. */
let server: ServerProcess;
let orm: Orm;
let api: ApiClient;
let creatorId: number;

beforeAll(async () => {
  server = await startServerProcess();
  orm = await openDatabase(server.databaseUrl);
  const { user, team } = await createUser(orm.em.fork() as EntityManager);
  creatorId = (await createRosterCreator(orm.em.fork() as EntityManager, team)).id;
  api = new ApiClient(server.baseUrl);
  expect((await api.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

const postmasterPid = () => Number(fs.readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const postgresPids = () => {
  const pid = postmasterPid();
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);
  return [pid, ...children];
};
const signalAll = (pids: number[], signal: NodeJS.Signals) => pids.forEach((pid) => process.kill(pid, signal));

/** Bounded load: `writers` editors each saving their own sheet in a loop (and reading the list), until stopped. */
function startLoad(writers: number) {
  let running = true;
  const acknowledged = new Map<string, number>();
  const statuses: number[] = [];
  const loops = Array.from({ length: writers }, async (_, w) => {
    const created = await api.post('/api/user/talent-sheets/save', { title: `Outage ${w}`, influencers: [{ influencer_id: creatorId }] });
    const sheetId = created.json.sheet_id as string;
    for (let n = 1; running && n < 10_000; n++) {
      const saved = await api.post('/api/user/talent-sheets/save', {
        sheet_id: sheetId,
        title: `Outage ${w}`,
        influencers: [{ influencer_id: creatorId, note: String(n) }],
      });
      statuses.push(saved.status);
      if (saved.status === 200) acknowledged.set(sheetId, n);
      statuses.push((await api.get('/api/talent-sheets')).status);
      // A refused save is tried again after a pause, as a client would (the load, not a wait for the test).
      if (saved.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return { acknowledged, statuses, stop: async () => ((running = false), await Promise.all(loops)) };
}

async function timed(path: string) {
  const started = Date.now();
  const answer = await api.get(path);
  return { status: answer.status, ms: Date.now() - started, retryAfter: answer.headers.get('retry-after') };
}

/** Resolves once the server has said `count` times that the database does not answer (database-health.ts), within `withinMs`. */
const noticedOutages = (count: number, withinMs: number) =>
  expect.poll(() => server.said('the database does not answer'), { timeout: withinMs }).toBeGreaterThanOrEqual(count);

const alive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** How long until /api/status answers 200 again. */
async function recoveryMs(from: number) {
  await expect.poll(async () => (await api.get('/api/status')).status, { timeout: 15_000, interval: 100 }).toBe(200);
  return Date.now() - from;
}

describe('a database outage under load', () => {
  it('answers 503 quickly while PostgreSQL is stalled or killed, recovers by itself, and keeps every acknowledged save', async () => {
    const load = startLoad(4);
    await expect.poll(() => load.acknowledged.size, { timeout: 10_000 }).toBe(4);

    const stalled = postgresPids();
    signalAll(stalled, 'SIGSTOP');
    // Noticed within a check, a slow ping, the second look and its slow ping (database-health.ts), plus a second of margin.
    await noticedOutages(1, 2 * SERVICE_LIMIT.databaseCheckMs + 2 * SERVICE_LIMIT.databasePingMs + SERVICE_LIMIT.databaseRecheckMs);
    for (const path of ['/api/status', '/api/talent-sheets']) {
      const during = await timed(path);
      expect(during, `${path} while stalled`).toMatchObject({ status: 503, retryAfter: String(SERVICE_LIMIT.databaseRetryAfterSeconds) });
      expect(during.ms).toBeLessThan(2000);
    }
    signalAll(stalled, 'SIGCONT');
    const afterStall = await recoveryMs(Date.now());
    expect(afterStall).toBeLessThan(5000);

    const killed = postgresPids();
    process.kill(killed[0]!, 'SIGKILL');
    const killedAt = Date.now();
    // Its backends leave once they see the postmaster gone: then nothing of that database answers.
    await expect.poll(() => killed.filter(alive), { timeout: 5000 }).toEqual([]);
    expect((await timed('/api/talent-sheets')).ms).toBeLessThan(2000);
    const afterKill = await recoveryMs(killedAt);
    expect(afterKill).toBeLessThan(8000);
    console.log(`database outage: serving again ${afterStall} ms after the stall ended, ${afterKill} ms after the postmaster was killed`);

    const acknowledgedBefore = load.statuses.filter((s) => s === 200).length;
    await expect.poll(() => load.statuses.filter((s) => s === 200).length, { timeout: 10_000 }).toBeGreaterThan(acknowledgedBefore + 8);
    await load.stop();
    expect(load.statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    for (const [sheetId, lastAcknowledged] of load.acknowledged) {
      const stored = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet;
      expect(Number(stored.notes[creatorId]), `sheet ${sheetId}`).toBeGreaterThanOrEqual(lastAcknowledged);
    }
  });

  it('stops gracefully within 10 s after all that', async () => {
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
