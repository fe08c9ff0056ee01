import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invitation } from '../../server/modules/account/account-code.entity.js';
import { TeamMember } from '../../server/modules/account/user.entity.js';
import { linkPath, waitForMail } from '../account/account-helpers.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = () => new ApiClient(app.baseUrl);
const unique = () => Math.random().toString(36).slice(2, 10);

async function teamAdmin() {
  const { user, team } = await createUser(app.orm.em.fork(), { role: 'team_admin' });
  const client = api();
  await client.signIn(user.email, TEST_PASSWORD);
  return { client, user, team };
}

async function invitationCode(admin: ApiClient, email: string, role = 'member') {
  expect((await admin.post('/api/user/team/invite', { email, role })).status).toBe(200);
  const mail = await waitForMail(app.orm, email);
  return linkPath(mail.text, '/new-user-confirm/').split('/').pop()!;
}

describe('invitations', () => {
  it('an invitee confirms with a password, is signed in, and belongs to the team with the chosen role', async () => {
    const { client, team } = await teamAdmin();
    const email = `new-${unique()}@example.test`;
    const code = await invitationCode(client, email, 'search_only');
    const invitee = api();
    expect((await invitee.post('/api/user/registration', { code })).json).toEqual({ email, team_name: team.name, has_account: false });
    const confirmed = await invitee.post('/api/user/confirm-account', { code, password: 'invitee-secret', email, full_name: 'Nia Newcomer' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user).toMatchObject({ email, selectedTeamId: team.id, teamRole: 'search_only', full_name: 'Nia Newcomer', nickname: 'Nia' });
    expect((await invitee.get('/api/user/configuration')).status).toBe(200);
    expect((await api().signIn(email, 'invitee-secret')).status).toBe(200);
    const members = await client.get('/api/user/team/members');
    expect(members.json.members.map((m: { email: string }) => m.email)).toContain(email);
  });

  it('a code works once', async () => {
    const { client } = await teamAdmin();
    const email = `once-${unique()}@example.test`;
    const code = await invitationCode(client, email);
    expect((await api().post('/api/user/confirm-account', { code, password: 'invitee-secret', email })).status).toBe(200);
    const again = await api().post('/api/user/registration', { code });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe('Something went wrong while trying to find your account. Your registration code may be invalid. Please contact us.');
    expect((await api().post('/api/user/confirm-account', { code, password: 'other-secret', email })).status).toBe(404);
  });

  it('refuses an expired or altered code and changes nothing', async () => {
    const { client } = await teamAdmin();
    const email = `expired-${unique()}@example.test`;
    const code = await invitationCode(client, email);
    expect((await api().post('/api/user/registration', { code: code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A') })).status).toBe(404);
    await app.orm.em.fork().nativeUpdate(Invitation, { email }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await api().post('/api/user/confirm-account', { code, password: 'invitee-secret', email })).status).toBe(404);
    expect((await api().signIn(email, 'invitee-secret')).status).toBe(401);
  });

  it('refuses a short password or another e-mail with the spec texts', async () => {
    const { client } = await teamAdmin();
    const email = `short-${unique()}@example.test`;
    const code = await invitationCode(client, email);
    const short = await api().post('/api/user/confirm-account', { code, password: '12345', email });
    expect(short.status).toBe(400);
    expect(short.json.fields.password).toBe('Choose a longer password');
    const wrong = await api().post('/api/user/confirm-account', { code, password: 'long-enough', email: 'someone-else@example.test' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Bad sign-in information');
    expect((await api().post('/api/user/registration', { code })).status).toBe(200);
  });

  it('an existing account joins with its own password, which stays unchanged', async () => {
    const { client, team } = await teamAdmin();
    const { user } = await createUser(app.orm.em.fork());
    const code = await invitationCode(client, user.email);
    expect((await api().post('/api/user/confirm-account', { code, password: 'not-their-password', email: user.email })).status).toBe(400);
    const joined = await api().post('/api/user/confirm-account', { code, password: TEST_PASSWORD, email: user.email });
    expect(joined.status).toBe(200);
    expect(joined.json.user.selectedTeamId).toBe(team.id);
    expect(joined.json.user.teams).toHaveLength(2);
    expect(await app.orm.em.fork().count(TeamMember, { team: team.id, user: user.id })).toBe(1);
  });

  it('only team admins invite (403), and signed-out callers get 401', async () => {
    const { user } = await createUser(app.orm.em.fork(), { role: 'member' });
    const member = api();
    await member.signIn(user.email, TEST_PASSWORD);
    expect((await member.post('/api/user/team/invite', { email: 'x@example.test', role: 'member' })).status).toBe(403);
    expect((await api().post('/api/user/team/invite', { email: 'x@example.test', role: 'member' })).status).toBe(401);
  });
});
