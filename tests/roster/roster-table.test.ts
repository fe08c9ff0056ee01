import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { signedInMember } from './roster-helpers.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';

let app: TestApp;
let table: (input: Record<string, unknown>) => Promise<any>;
let close: () => void;
const em = () => app.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp();
  const me = await signedInMember(app);
  const other = await signedInMember(app);
  await createRosterCreator(em(), other.team, { name: 'Zed Elsewhere', followers: 9_000_000, tags: ['beauty'] });
  const names = ['Carla Stone', 'anna Bell', 'Bruno Diaz', 'Dora 100%'];
  for (const [i, name] of names.entries()) {
    await createRosterCreator(em(), me.team, { name, followers: (i + 1) * 1000, tags: i % 2 ? ['beauty', 'travel'] : ['beauty'] });
  }
  await em().nativeUpdate(
    RosterEntry,
    { team: me.team, influencer: { fullname: 'Bruno Diaz' } },
    { customDescription: 'Custom words', customDisplayName: 'Bruno D' },
  );
  const ws = wsTrpcClient(app.baseUrl, me.api.cookieHeader);
  table = (input) => ws.client.roster.table.query(input as never);
  close = ws.close;
});
afterAll(async () => {
  close();
  await app.close();
});

describe('the /influencers table', () => {
  it('defaults to page 0, 25 a page, created_at ascending, with the team totals whatever the filters', async () => {
    const answer = await table({});
    expect(answer.rows.map((r: { fullname: string }) => r.fullname)).toEqual(['Carla Stone', 'anna Bell', 'Bruno D', 'Dora 100%']);
    expect(answer).toMatchObject({ total: 4, team_creators: 4, team_reach: 10_000, team_tags: ['beauty', 'travel'] });
    const filtered = await table({ tags: ['travel'] });
    expect(filtered).toMatchObject({ total: 2, team_creators: 4, team_reach: 10_000 });
  });

  it('sorts by name case-insensitively and by reach, both directions', async () => {
    expect((await table({ sortField: 'name' })).rows.map((r: { fullname: string }) => r.fullname)).toEqual([
      'anna Bell',
      'Bruno D',
      'Carla Stone',
      'Dora 100%',
    ]);
    const byReach = await table({ sortField: 'reach', sortDirection: 'desc' });
    expect(byReach.rows.map((r: { reach: number }) => r.reach)).toEqual([4000, 3000, 2000, 1000]);
  });

  it('filters by name from one character (wildcards taken literally) and requires every selected tag', async () => {
    expect((await table({ name: 'b' })).rows.map((r: { fullname: string }) => r.fullname)).toEqual(['anna Bell', 'Bruno D']);
    expect((await table({ name: '0%' })).rows.map((r: { fullname: string }) => r.fullname)).toEqual(['Dora 100%']);
    expect((await table({ name: '_' })).total).toBe(0);
    expect((await table({ tags: ['beauty', 'travel'] })).rows.map((r: { fullname: string }) => r.fullname)).toEqual(['anna Bell', 'Dora 100%']);
  });

  it('prefers the custom description, pages, and counts past the end', async () => {
    const { rows } = await table({ name: 'Bruno' });
    expect(rows[0]).toMatchObject({ description: 'Custom words', connected: false, tags: ['beauty'] });
    expect(rows[0].socials[0]).toMatchObject({ platform: 'instagram', followers: 3000 });
    const last = await table({ page: 9 });
    expect(last).toMatchObject({ rows: [], total: 4 });
  });

  it('refuses page sizes other than 25 and 50', async () => {
    await expect(table({ pageSize: 30 })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    expect((await table({ pageSize: 50 })).rows).toHaveLength(4);
  });
});
