import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TALENT_MSG, TALENT_LOGIN_LIMIT } from '../../shared/talent-add-texts.js';
import { loginToken } from '../../server/modules/roster/talent-login-links.js';
import { TalentLogin } from '../../server/modules/roster/talent-login.entity.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const anonymous = (path: string, input: unknown, method: 'GET' | 'POST' = 'GET') =>
  method === 'GET'
    ? fetch(`${app.baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`).then(async (r) => ({ status: r.status, json: await r.json() }))
    : fetch(`${app.baseUrl}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }).then(
        async (r) => ({ status: r.status, json: await r.json() }),
      );

describe('talent data authorization', () => {
  it('lists nothing until a login is made; then a signed link per platform that a signed-out talent uses once to connect', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team, { name: 'Link Person' });
    const empty = await member.api.get('/api/team-influencer-logins');
    expect(empty.json).toMatchObject({ logins: [], connected_socials: 0, candidates: [{ influencer_id: creator.id, fullname: 'Link Person' }] });

    expect((await member.api.post('/trpc/talentLogins.create', { influencer_id: creator.id })).status).toBe(200);
    const list = await member.api.get('/api/team-influencer-logins');
    const [login] = list.json.logins;
    expect(login.platforms).toEqual({ instagram: false, tiktok: false, youtube: false });
    const token = new URL(login.login_url.instagram).pathname.split('/').pop()!;

    const info = await anonymous('talentLogins.connectInfo', { token });
    expect(info.json.result.data).toEqual({ fullname: 'Link Person', team_name: member.team.name, platform: 'instagram', connected: false });
    expect((await anonymous('talentLogins.connect', { token }, 'POST')).status).toBe(200);
    const after = await member.api.get('/api/team-influencer-logins');
    expect(after.json.logins[0].platforms.instagram).toBe(true);
    expect(after.json.connected_socials).toBe(1);
    const table = await member.api.get(`/trpc/roster.table?input=${encodeURIComponent(JSON.stringify({}))}`);
    expect(table.json.result.data.rows.find((r: { id: number }) => r.id === creator.id).connected).toBe(true);

    const reused = await anonymous('talentLogins.connect', { token }, 'POST');
    expect(reused.status).toBe(409);
    expect(reused.json.error.message).toBe(ADD_TALENT_MSG.loginLinkUsed);
  });

  it('refuses altered and expired links with a clear message, and another team’s creator (404)', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    await member.api.post('/trpc/talentLogins.create', { influencer_id: creator.id });
    const login = await app.orm.em.fork().findOneOrFail(TalentLogin, { team: member.team.id });
    const good = loginToken(app.services.signer, login.loginToken, 'tiktok');
    const altered = good.replace('.tiktok.', '.youtube.');
    const alteredAnswer = await anonymous('talentLogins.connect', { token: altered }, 'POST');
    expect(alteredAnswer.status).toBe(404);
    expect(alteredAnswer.json.error.message).toBe(ADD_TALENT_MSG.loginLinkInvalid);
    const expired = loginToken(app.services.signer, login.loginToken, 'tiktok', Date.now() - (TALENT_LOGIN_LIMIT.linkTtlDays + 1) * 86_400_000);
    const expiredAnswer = await anonymous('talentLogins.connectInfo', { token: expired });
    expect(expiredAnswer.status).toBe(400);
    expect(expiredAnswer.json.error.message).toBe(ADD_TALENT_MSG.loginLinkExpired);
    expect((await anonymous('talentLogins.connectInfo', { token: 'garbage' })).status).toBe(404);

    const other = await signedInMember(app);
    expect((await other.api.post('/trpc/talentLogins.create', { influencer_id: creator.id })).status).toBe(404);
    expect((await other.api.get('/api/team-influencer-logins')).json.logins).toEqual([]);
    expect((await fetch(`${app.baseUrl}/api/team-influencer-logins`)).status).toBe(401);
  });
});
