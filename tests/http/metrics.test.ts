import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { scopes } from '../../server/events/bus.js';
import { WS_PATH } from '../../server/trpc/ws.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  app = await startTestApp(undefined, { METRICS_TOKEN: TOKEN });
  withoutToken = await startTestApp({ url: app.databaseUrl, orm: app.orm });
});
afterAll(async () => {
  await withoutToken?.close();
  await app?.close();
});

const scrape = async () => {
  const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};
/** A sample's value in the Prometheus text, 0 when it is not there yet. */
const sample = (text: string, name: string, labels = '') => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('GET /metrics', () => {
  it('is there only with a token set, and only for its holder', async () => {
    expect((await fetch(`${withoutToken.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all-000000000' } })).status).toBe(401);
    const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const name of [
      'pitchroom_http_requests_total',
      'pitchroom_http_request_duration_seconds',
      'pitchroom_websocket_connections',
      'pitchroom_bus_subscriptions',
      'pitchroom_bus_events_published_total',
      'pitchroom_bus_events_delivered_total',
      'pitchroom_bus_lag_seconds',
      'pitchroom_job_queue_depth',
      'pitchroom_job_failed',
      'pitchroom_db_pool_connections',
      'pitchroom_directory_memory_accounts',
      'pitchroom_directory_memory_age_seconds',
      'pitchroom_process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    // The Grafana dashboard in docs/ reads only metrics that exist.
    const dashboard = readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    for (const [used] of dashboard.matchAll(/pitchroom_[a-z0-9_]+/g)) expect(text).toContain(`# TYPE ${used.replace(/_bucket$/, '')} `);
  });

  it('counts requests by documented call, tRPC procedure and status, never by what a client typed', async () => {
    const rest = 'route="rest account.status",status="200"';
    const trpc = 'route="trpc account.status",status="200"';
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.baseUrl}/api/status`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/trpc/account.status,account.status?batch=1&input={}`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/trpc/no.such.procedure.${Date.now()}`)).status).toBe(404);
    const after = await scrape();
    expect(sample(after, 'pitchroom_http_requests_total', rest) - sample(before, 'pitchroom_http_requests_total', rest)).toBe(3);
    expect(sample(after, 'pitchroom_http_requests_total', trpc) - sample(before, 'pitchroom_http_requests_total', trpc)).toBe(2);
    expect(sample(after, 'pitchroom_http_request_duration_seconds_count', rest)).toBeGreaterThanOrEqual(3);
    expect(after).toContain('route="unknown",status="404"');
    expect(after).not.toContain('no.such.procedure');
  });

  it('follows open WebSockets, published events, and the lag of events from another instance', async () => {
    const before = await scrape();
    const socket = new WebSocket(app.baseUrl.replace(/^http/, 'ws') + WS_PATH);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await vi.waitFor(async () => expect(sample(await scrape(), 'pitchroom_websocket_connections')).toBe(sample(before, 'pitchroom_websocket_connections') + 1));
    socket.close();
    await vi.waitFor(async () => expect(sample(await scrape(), 'pitchroom_websocket_connections')).toBe(sample(before, 'pitchroom_websocket_connections')));

    await app.services.bus.publish(scopes.team('metrics-team'), 'team.changed', { teamId: 'metrics-team' });
    expect(sample(await scrape(), 'pitchroom_bus_events_published_total')).toBe(sample(before, 'pitchroom_bus_events_published_total') + 1);
    // Published by the other instance on the same database: heard here, its lag measured.
    const heard = new Promise((resolve) => {
      const stop = app.services.bus.subscribe(scopes.team('metrics-remote'), () => resolve(stop()));
    });
    await withoutToken.services.bus.publish(scopes.team('metrics-remote'), 'team.changed', { teamId: 'metrics-remote' });
    await heard;
    expect(sample(await scrape(), 'pitchroom_bus_lag_seconds_count')).toBeGreaterThan(sample(before, 'pitchroom_bus_lag_seconds_count'));
  });
});
