import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopes } from '../../server/events/bus.js';
import type { AnalyticsCache } from '../../server/modules/analytics/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let cache: AnalyticsCache;

beforeAll(async () => {
  app = await startTestApp();
  cache = app.services.analytics;
});
afterAll(async () => {
  await app?.close();
});

/** A load the test finishes when it wants, counting how often the cache asked for it. */
function controlledLoad() {
  const started: ((answer: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      started.push(resolve);
      failures.push(reject);
    });
  return { load, started, failures };
}

describe('analytics answers cached per team and combination', () => {
  it('callers asking while an answer loads wait for that one load', async () => {
    const { load, started } = controlledLoad();
    const asked = Array.from({ length: 16 }, () => cache.get('team-a', 'dashboard', load));
    expect(started).toHaveLength(1);
    started[0]('answer');
    expect(await Promise.all(asked)).toEqual(Array(16).fill('answer'));
    expect(await cache.get('team-a', 'dashboard', load)).toBe('answer');
    expect(started).toHaveLength(1);
  });

  it('a caller asking after a new event reads afresh, and the load from before the event is not kept', async () => {
    const { load, started } = controlledLoad();
    const before = cache.get('team-b', 'visitors', load);
    await app.services.bus.publish(scopes.team('team-b'), 'analytics.recorded', { type: 'view', sheetId: 'sheet-1' });
    const after = cache.get('team-b', 'visitors', load);
    expect(started).toHaveLength(2);
    started[0]('before the view');
    started[1]('with the view');
    expect(await before).toBe('before the view');
    expect(await after).toBe('with the view');
    expect(await cache.get('team-b', 'visitors', load)).toBe('with the view');
  });

  it('another team’s event changes nothing', async () => {
    const { load, started } = controlledLoad();
    const first = cache.get('team-c', 'dashboard', load);
    started[0]('kept');
    await first;
    await app.services.bus.publish(scopes.team('team-d'), 'analytics.recorded', { type: 'click', sheetId: 'sheet-2' });
    expect(await cache.get('team-c', 'dashboard', load)).toBe('kept');
    expect(started).toHaveLength(1);
  });

  it('a failed load is not kept: the next caller loads again', async () => {
    const { load, started, failures } = controlledLoad();
    const failing = cache.get('team-e', 'sheet-clicks', load);
    failures[0](new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    const retried = cache.get('team-e', 'sheet-clicks', load);
    expect(started).toHaveLength(2);
    started[1]('recovered');
    expect(await retried).toBe('recovered');
  });
});
