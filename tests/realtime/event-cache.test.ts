import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scopes } from '../../server/events/bus.js';
import { EventCache } from '../../server/events/event-cache.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A load the test settles when it wants, counting how often the cache started one. */
function controlledLoad<T>() {
  const settle: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => settle.push({ resolve, reject }));
  return { load, settle };
}

/** A cache of team names by "team/thing" keys, grouped by team, that a roster change of the team drops. */
const teamCache = (options: { max?: number; ttlMs?: number } = {}) =>
  new EventCache<string, string>(app.services.bus, {
    max: options.max ?? 100,
    ttlMs: options.ttlMs,
    groupsOf: (key) => [key.split('/')[0]!],
    staleOn: (event) => (event.type === 'roster.changed' ? { groups: [event.payload.teamId] } : null),
  });

const rosterChanged = (teamId: string) => app.services.bus.publish(scopes.team(teamId), 'roster.changed', { teamId, influencerId: 1 });

describe('the event cache (lru-cache whose entries the bus drops)', () => {
  it('shares one load between callers, and keeps its value', async () => {
    const cache = teamCache();
    const { load, settle } = controlledLoad<string>();
    const asked = Array.from({ length: 5 }, () => cache.load('t1/name', load));
    expect(settle).toHaveLength(1);
    settle[0]!.resolve('Acme');
    expect(await Promise.all(asked)).toEqual(Array(5).fill('Acme'));
    expect(await cache.load('t1/name', load)).toBe('Acme');
    expect(settle).toHaveLength(1);
    cache.close();
  });

  it('drops a group on its event, and only that group; a load the event overtook is not kept', async () => {
    const cache = teamCache();
    cache.set('t1/name', 'Acme');
    cache.set('t2/name', 'Bolt');
    const { load, settle } = controlledLoad<string>();
    const before = cache.load('t1/logo', load);
    await rosterChanged('t1');
    expect(cache.get('t1/name')).toBeUndefined();
    expect(cache.get('t2/name')).toBe('Bolt');
    settle[0]!.resolve('old logo');
    expect(await before).toBe('old logo');
    const after = cache.load('t1/logo', load);
    expect(settle).toHaveLength(2);
    settle[1]!.resolve('new logo');
    expect(await after).toBe('new logo');
    expect(cache.get('t1/logo')).toBe('new logo');
    cache.close();
  });

  it('does not keep a failed load', async () => {
    const cache = teamCache();
    const { load, settle } = controlledLoad<string>();
    const failing = cache.load('t1/name', load);
    settle[0]!.reject(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    const retried = cache.load('t1/name', load);
    expect(settle).toHaveLength(2);
    settle[1]!.resolve('Acme');
    expect(await retried).toBe('Acme');
    cache.close();
  });

  it('keeps at most `max` entries, the least recently used going first, and groups forget what it dropped', async () => {
    const cache = teamCache({ max: 2 });
    cache.set('t1/a', 'a');
    cache.set('t1/b', 'b');
    cache.get('t1/a');
    cache.set('t2/c', 'c');
    expect([cache.get('t1/a'), cache.get('t1/b'), cache.get('t2/c')]).toEqual(['a', undefined, 'c']);
    await rosterChanged('t1');
    expect([cache.get('t1/a'), cache.get('t2/c')]).toEqual([undefined, 'c']);
    cache.close();
  });

  it('reads an entry again once it is older than ttlMs', () => {
    const cache = teamCache({ ttlMs: 60_000 });
    cache.set('t1/name', 'Acme');
    const later = Date.now() + 60_001;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(cache.get('t1/name')).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
    cache.close();
  });

  it('stops listening when closed', async () => {
    const cache = teamCache();
    cache.close();
    cache.set('t1/name', 'Acme');
    await rosterChanged('t1');
    expect(cache.get('t1/name')).toBe('Acme');
  });
});
