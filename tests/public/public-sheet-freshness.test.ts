import type { EntityManager } from '@mikro-orm/postgresql';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Orm } from '../../server/db/orm.js';
import { EventBus } from '../../server/events/bus.js';
import { PgTransport } from '../../server/events/pg-transport.js';
import { scopes } from '../../server/events/bus.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { MSG } from '../../shared/messages.js';
import { PUBLIC_LIMIT } from '../../shared/public-constants.js';
import { publicSheetUrl } from '../../shared/public-urls.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { addToRoster, createCreator, createSheet } from '../helpers/public-factories.js';
import { createTestDatabase } from '../helpers/database.js';

/** The server over a fresh database. */
let server: Awaited<ReturnType<typeof buildServer>>;
let orm: Orm;
let databaseUrl: string;
let baseUrl: string;
let otherInstance: EventBus;

beforeAll(async () => {
  ({ url: databaseUrl, orm } = await createTestDatabase());
  server = await buildServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), orm, databaseUrl);
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  otherInstance = new EventBus(new PgTransport(orm.em as EntityManager, databaseUrl));
  await otherInstance.start();
});
afterAll(async () => {
  await otherInstance?.stop();
  await server?.close();
  await orm?.close();
});

const em = () => orm.em.fork();
const pageUrl = (id: string) => publicSheetUrl(id, 1, PUBLIC_LIMIT.sheetRosterPage);

/** A signed-in team member and a sheet of three creators of the team's roster. */
async function memberWithSheet() {
  const team = await createTeam(em());
  const { user } = await createUser(em(), { team, role: 'team_admin' });
  const creators = [];
  for (const name of ['Ava Stone', 'Bo Lake', 'Cy Reed']) {
    const { influencer } = await createCreator(em(), { fullname: name });
    await addToRoster(em(), team, influencer);
    creators.push(influencer);
  }
  const sheet = await createSheet(em(), team, creators, { title: 'Summer Pitch', description: 'Summer 2027' });
  const member = new ApiClient(baseUrl);
  expect((await member.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  return { team, creators, sheet, member, brand: new ApiClient(baseUrl) };
}

const names = (answer: { json: { influencers: { name: string }[] } }) => answer.json.influencers.map((c) => c.name);

describe('a shared sheet answer is never stale after a change', () => {
  it('answers 304 for an unchanged sheet and the new creators, order and notes on the next request after a save', async () => {
    const { sheet, creators, member, brand } = await memberWithSheet();
    const before = await brand.get(pageUrl(sheet.id));
    expect(names(before)).toEqual(['Ava Stone', 'Bo Lake', 'Cy Reed']);
    const etag = before.headers.get('etag')!;
    expect((await brand.request('GET', pageUrl(sheet.id), undefined, { 'if-none-match': etag })).status).toBe(304);

    const saved = await member.post('/api/user/talent-sheets/save', {
      sheet_id: sheet.id,
      title: 'Summer Pitch',
      influencers: [{ influencer_id: creators[2]!.id, note: 'Our pick' }, { influencer_id: creators[0]!.id }],
    });
    expect(saved.status).toBe(200);
    const after = await brand.request('GET', pageUrl(sheet.id), undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(names(after)).toEqual(['Cy Reed', 'Ava Stone']);
    expect(after.json.influencers[0].note).toBe('Our pick');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('shows a new public title on the next request', async () => {
    const { sheet, member, brand } = await memberWithSheet();
    expect((await brand.get(pageUrl(sheet.id))).json.sheet.description).toBe('Summer 2027');
    expect((await member.post('/api/user/talent-sheets/public-title', { sheet_id: sheet.id, public_title: 'Autumn Faces' })).status).toBe(200);
    expect((await brand.get(pageUrl(sheet.id))).json.sheet.description).toBe('Autumn Faces');
  });

  it('answers not found on the next request after the sheet is deleted', async () => {
    const { sheet, member, brand } = await memberWithSheet();
    expect((await brand.get(pageUrl(sheet.id))).status).toBe(200);
    expect((await member.post('/api/user/talent-sheets/delete', { sheet_id: sheet.id })).status).toBe(200);
    const gone = await brand.get(pageUrl(sheet.id));
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ error: MSG.noTalentSheetFound, code: 'NOT_FOUND' });
  });

  it("shows the team's new display settings once their change is published, from any server instance", async () => {
    const { team, sheet, brand } = await memberWithSheet();
    expect((await brand.get(pageUrl(sheet.id))).json.team_settings.displayDarkMode).toBe(false);
    await em().nativeUpdate(Team, team.id, { settings: { displayDarkMode: true, displayAccentColor: '#ff0066' } });
    await otherInstance.publish(scopes.team(team.id), 'team.settings.changed', { teamId: team.id });
    await expect
      .poll(async () => (await brand.get(pageUrl(sheet.id))).json.team_settings, { interval: 5, timeout: 500 })
      .toMatchObject({ displayDarkMode: true, displayAccentColor: '#ff0066' });
  });

  it('shows a change nobody announced within twice the recheck window, also while requests keep coming', async () => {
    const { team, sheet, brand } = await memberWithSheet();
    expect((await brand.get(pageUrl(sheet.id))).json.team.name).toBe(team.name);
    await em().nativeUpdate(Team, team.id, { name: 'Renamed Talent' });
    const started = Date.now();
    await expect
      .poll(async () => (await brand.get(pageUrl(sheet.id))).json.team.name, { interval: 20, timeout: 4 * PUBLIC_LIMIT.sheetAnswerRecheckMs })
      .toBe('Renamed Talent');
    expect(Date.now() - started).toBeLessThanOrEqual(2 * PUBLIC_LIMIT.sheetAnswerRecheckMs + 200);

    // After a quiet while the first request already has the change.
    await em().nativeUpdate(Team, team.id, { name: 'Quietly Renamed' });
    await new Promise((resolve) => setTimeout(resolve, 2 * PUBLIC_LIMIT.sheetAnswerRecheckMs + 50));
    expect((await brand.get(pageUrl(sheet.id))).json.team.name).toBe('Quietly Renamed');
  });

  it('sends the answer compressed to clients that accept it (brotli first, else gzip), and plain to the others', async () => {
    const { sheet } = await memberWithSheet();
    const raw = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(baseUrl + pageUrl(sheet.id), { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await raw({});
    expect(plain.encoding).toBeUndefined();
    const zipped = await raw({ 'accept-encoding': 'gzip' });
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    const brotli = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(JSON.parse(plain.body.toString()).sheet.description).toBe('Summer 2027');
  });

  it('still answers bad input with 400 naming the field', async () => {
    const { sheet, brand } = await memberWithSheet();
    const bad = await brand.get(`/api/public/talent-sheets/${sheet.id}?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('limit');
  });
});
