import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { DatabaseHealth } from '../../server/db/database-health.js';

/**
 * A TCP proxy in front of the real PostgreSQL that can hold back the database's next answers
 * (the ping waits as on a busy machine) or refuse connections (as a stopped server).
 */
function databaseProxy(target: { host: string; port: number }) {
  let answersToDelay = 0;
  let delayMs = 0;
  let refusing = false;
  const sockets = new Set<net.Socket>();
  const stats = { delayed: 0, closedWhileDelayed: 0, pingsAnsweredAfterDelay: 0 };
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (answersToDelay === 0) {
        if (stats.delayed > 0 && chunk.includes('SELECT 1')) stats.pingsAnsweredAfterDelay++;
        return void client.write(chunk);
      }
      answersToDelay--;
      stats.delayed++;
      setTimeout(() => (client.destroyed ? stats.closedWhileDelayed++ : client.write(chunk)), delayMs);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    delayNextAnswers(count: number, ms: number) {
      answersToDelay = count;
      delayMs = ms;
    },
    refuse(on: boolean) {
      refusing = on;
      if (on) for (const socket of sockets) socket.destroy();
    },
    stats,
    close: () => new Promise<void>((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
}

let proxy: ReturnType<typeof databaseProxy>;
let health: DatabaseHealth;
/** Each time the health check started or stopped refusing calls. */
const changes: boolean[] = [];

beforeAll(async () => {
  const server = new URL(inject('pgServerUrl'));
  proxy = databaseProxy({ host: server.hostname, port: Number(server.port) });
  server.port = String(await proxy.listen());
  health = new DatabaseHealth(server.toString(), (available) => changes.push(available));
  health.start();
});
afterEach(() => {
  proxy.delayNextAnswers(0, 0);
  proxy.refuse(false);
});
afterAll(async () => {
  health.stop();
  await proxy.close();
});

const PING_LONGER_THAN_ITS_WAIT = SERVICE_LIMIT.databasePingMs + 500;

describe('the database health check', () => {
  it('takes one slow ping for a busy moment, not an outage: calls are never refused', async () => {
    proxy.delayNextAnswers(1, PING_LONGER_THAN_ITS_WAIT);
    // The slow ping, the second look a fifth of a second later, and the regular ping after it.
    changes.length = 0;
    await expect
      .poll(() => proxy.stats.pingsAnsweredAfterDelay, { timeout: 2 * SERVICE_LIMIT.databaseCheckMs + 2 * PING_LONGER_THAN_ITS_WAIT })
      .toBeGreaterThanOrEqual(2);
    expect(changes).toEqual([]);
    // The ping did wait past its limit and gave up on that connection.
    expect(proxy.stats).toMatchObject({ delayed: 1, closedWhileDelayed: 1 });
  });

  it('refuses calls when the second look is no better, and takes them again once the database answers', async () => {
    proxy.delayNextAnswers(2, PING_LONGER_THAN_ITS_WAIT);
    await expect.poll(() => health.available, { timeout: SERVICE_LIMIT.databaseCheckMs + 3 * SERVICE_LIMIT.databasePingMs, interval: 10 }).toBe(false);
    await expect.poll(() => health.available, { timeout: 3 * PING_LONGER_THAN_ITS_WAIT, interval: 10 }).toBe(true);
  });

  it('refuses calls at the first ping that fails outright', async () => {
    proxy.refuse(true);
    const refusedAt = Date.now();
    await expect.poll(() => health.available, { timeout: SERVICE_LIMIT.databaseCheckMs + SERVICE_LIMIT.databasePingMs, interval: 10 }).toBe(false);
    expect(Date.now() - refusedAt).toBeLessThan(SERVICE_LIMIT.databaseCheckMs + SERVICE_LIMIT.databasePingMs);
    proxy.refuse(false);
    await expect.poll(() => health.available, { timeout: 2 * SERVICE_LIMIT.databaseCheckMs, interval: 10 }).toBe(true);
  });
});
