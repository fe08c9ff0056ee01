import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROSTER_LIMIT } from '../../shared/talent-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { signedInMember } from './roster-helpers.js';

type Totals = { team_creators: number; team_reach: number; team_tags: string[] };
let app: TestApp;
let other: TestApp; // a second server instance on the same database
const closers: (() => void | Promise<void>)[] = [];
const em = () => app.orm.em.fork() as EntityManager;
let me: Awaited<ReturnType<typeof signedInMember>>;
let table: (input?: Record<string, unknown>) => Promise<Totals & { total: number }>;
let tableOnOther: () => Promise<Totals>;
const totals = ({ team_creators, team_reach, team_tags }: Totals) => ({ team_creators, team_reach, team_tags });

beforeAll(async () => {
  app = await startTestApp();
  other = await startTestApp({ url: app.databaseUrl, orm: app.orm });
  me = await signedInMember(app);
  const ws = wsTrpcClient(app.baseUrl, me.api.cookieHeader);
  const wsOther = wsTrpcClient(other.baseUrl, me.api.cookieHeader);
  table = (input = {}) => ws.client.roster.table.query(input as never) as never;
  tableOnOther = () => wsOther.client.roster.table.query({} as never) as never;
  closers.push(
    ws.close,
    wsOther.close,
    () => other.close(),
    () => app.close(),
  );
});
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the team totals above the /influencers table stay right after edits (they are cached per team)', () => {
  let anna: number;
  let bruno: number;

  it('are read once, then served while nothing changes', async () => {
    anna = (await createRosterCreator(em(), me.team, { name: 'Anna', followers: 1000, tags: ['beauty'] })).id;
    bruno = (await createRosterCreator(em(), me.team, { name: 'Bruno', followers: 2000, tags: ['travel'] })).id;
    const expected = { team_creators: 2, team_reach: 3000, team_tags: ['beauty', 'travel'] };
    expect(totals(await table())).toEqual(expected);
    expect(totals(await tableOnOther())).toEqual(expected);
  });

  it('show a tag added, renamed or deleted at once, on this instance and on another', async () => {
    expect((await me.api.post('/api/user/influencers/tags', { influencer_id: anna, tags: ['beauty', 'surf'] })).status).toBe(200);
    expect((await table()).team_tags).toEqual(['beauty', 'surf', 'travel']);
    await expect.poll(async () => (await tableOnOther()).team_tags).toEqual(['beauty', 'surf', 'travel']);

    expect((await me.api.post('/api/user/team/tags/rename', { tag: 'surf', new_tag: 'surfing' })).status).toBe(200);
    expect((await table()).team_tags).toEqual(['beauty', 'surfing', 'travel']);

    expect((await me.api.post('/api/user/team/tags/delete', { tag: 'travel' })).status).toBe(200);
    expect(totals(await table())).toEqual({ team_creators: 2, team_reach: 3000, team_tags: ['beauty', 'surfing'] });
    await expect.poll(async () => (await tableOnOther()).team_tags).toEqual(['beauty', 'surfing']);
  });

  it('lose a creator removed from the roster, its reach and its tags', async () => {
    expect((await me.api.post('/api/user/team/roster/remove', { influencer_id: bruno })).status).toBe(200);
    await me.api.post('/api/user/influencers/tags', { influencer_id: anna, tags: ['beauty'] });
    expect(totals(await table())).toEqual({ team_creators: 1, team_reach: 1000, team_tags: ['beauty'] });
    await expect.poll(async () => totals(await tableOnOther())).toEqual({ team_creators: 1, team_reach: 1000, team_tags: ['beauty'] });
  });

  it('ignore the filters, and another team’s edits do not drop or change them', async () => {
    const stranger = await signedInMember(app);
    const theirs = await createRosterCreator(em(), stranger.team, { name: 'Zed', followers: 9_000_000, tags: ['zzz'] });
    await stranger.api.post('/api/user/influencers/tags', { influencer_id: theirs.id, tags: ['zzz', 'more'] });
    const filtered = await table({ tags: ['nothing'] });
    expect(filtered.total).toBe(0);
    expect(totals(filtered)).toEqual({ team_creators: 1, team_reach: 1000, team_tags: ['beauty'] });
  });

  it('show changes made outside the roster calls (a creator added by another feature) once they are teamRosterMaxAgeMs old', async () => {
    await createRosterCreator(em(), me.team, { name: 'Carla', followers: 500, tags: ['food'] });
    expect((await table()).team_creators).toBe(1); // no roster.changed: still the cached figures
    const later = Date.now() + ROSTER_LIMIT.teamRosterMaxAgeMs + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(totals(await table())).toEqual({ team_creators: 2, team_reach: 1500, team_tags: ['beauty', 'food'] });
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the directory search's roster marks (the team's creators, cached per team)", () => {
  it('drop a creator taken off the roster at once, on this instance and on another', async () => {
    const name = `Marked ${randomBytes(4).toString('hex')}`;
    const carla = (await createRosterCreator(em(), me.team, { name })).id;
    await Promise.all([app.services.directory.refresh(), other.services.directory.refresh()]);
    const search = async (baseUrl: string) => {
      const answer = await new ApiClient(baseUrl).request('GET', `/api/directory/social-accounts?name=${encodeURIComponent(name)}`, undefined, {
        cookie: me.api.cookieHeader,
      });
      expect(answer.headers.get('x-search-source')).toBe('memory');
      return answer.json.results.find((r: { influencer_id: number }) => r.influencer_id === carla)?.on_roster;
    };
    expect(await search(app.baseUrl)).toBe(true);
    expect(await search(other.baseUrl)).toBe(true);
    expect((await me.api.post('/api/user/team/roster/remove', { influencer_id: carla })).status).toBe(200);
    expect(await search(app.baseUrl)).toBe(false);
    await expect.poll(() => search(other.baseUrl)).toBe(false);
  });
});
