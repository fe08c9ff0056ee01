import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../server/modules/api-keys/api-key.entity.js';
import { API_KEY_TEXT } from '../../shared/role-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

/** A REST call as an integrator makes it: no cookies, only the key. */
const withKey = (key: string, method: string, path: string, body?: unknown) =>
  new ApiClient(app.baseUrl).request(method, path, body, { authorization: `Bearer ${key}` });

async function newKey(client: ApiClient, name = 'Zapier') {
  const created = await client.post('/api/user/team/api-keys', { name });
  expect(created.status).toBe(200);
  return created.json as { id: number; name: string; key: string };
}

describe('API keys', () => {
  it('a team admin creates a key, shown once and stored hashed; it works on REST calls and records its use', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const { id, key } = await newKey(admin.client);
    expect(key).toMatch(/^prk_[A-Za-z0-9_-]{40,}$/);
    const stored = await app.orm.em.fork().findOneOrFail(ApiKey, id);
    expect(stored.keyHash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));

    const listed = await admin.client.get('/api/user/team/api-keys');
    expect(listed.json.keys).toEqual([expect.objectContaining({ id, name: 'Zapier', prefix: key.slice(0, 10), last_used_at: null })]);
    expect(listed.text).not.toContain(key.slice(12));

    const configuration = await withKey(key, 'GET', '/api/user/configuration');
    expect(configuration.status).toBe(200);
    expect(configuration.json.selectedTeamId).toBe(admin.team.id);
    const members = await withKey(key, 'GET', '/api/user/team/members');
    expect(members.status).toBe(200);
    expect((await admin.client.get('/api/user/team/api-keys')).json.keys[0].last_used_at).not.toBeNull();
  });

  it('has a member’s rights only: no team-admin or site-admin calls with a key', async () => {
    const admin = await signedIn({ role: 'team_admin', isAdmin: true });
    const { key } = await newKey(admin.client);
    expect((await withKey(key, 'POST', '/api/user/team/contact-info', { email: 'x@example.test' })).status).toBe(403);
    expect((await withKey(key, 'POST', '/api/user/team/api-keys', { name: 'Another' })).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/admin/teams')).status).toBe(403);
    expect(await app.orm.em.fork().count(ApiKey, { team: admin.team.id })).toBe(1);
  });

  it('refuses a revoked key at once with 403, and an unknown or altered one with 401', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const { id, key } = await newKey(admin.client);
    expect((await withKey(key, 'GET', '/api/user/configuration')).status).toBe(200);
    expect((await admin.client.post('/api/user/team/api-keys/revoke', { id })).json).toEqual({ success: true });

    const revoked = await withKey(key, 'GET', '/api/user/configuration');
    expect(revoked.status).toBe(403);
    expect(revoked.json.error).toBe(API_KEY_TEXT.revoked);
    const revokedWrite = await withKey(key, 'POST', '/api/user/contact-tpp', { note: 'still here?' });
    expect(revokedWrite.status).toBe(403);

    const altered = await withKey(`${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`, 'GET', '/api/user/configuration');
    expect(altered.status).toBe(401);
    expect(altered.json.error).toBe(API_KEY_TEXT.refused);
    expect((await withKey('not-a-key', 'GET', '/api/user/team/members')).status).toBe(401);
    expect((await withKey(`prk_${'A'.repeat(43)}`, 'GET', '/api/user/team/members')).status).toBe(401);
    expect((await admin.client.get('/api/user/team/api-keys')).json.keys).toEqual([]);
  });

  it("a revoked key's 403 does not depend on the call, and revoking twice is 404", async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const { id, key } = await newKey(admin.client);
    expect((await admin.client.post('/api/user/team/api-keys/revoke', { id })).status).toBe(200);
    expect((await withKey(key, 'GET', '/api/user/team/members')).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/admin/teams')).status).toBe(403);
    expect((await admin.client.post('/api/user/team/api-keys/revoke', { id })).status).toBe(404);
  });

  it("answers 404 to revoking another team's key, 403 to a non-admin, 400 to a key without a name", async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const { id, key } = await newKey(admin.client);
    const otherAdmin = await signedIn({ role: 'team_admin' });
    expect((await otherAdmin.client.post('/api/user/team/api-keys/revoke', { id })).status).toBe(404);
    const member = await signedIn({ team: admin.team });
    expect((await member.client.post('/api/user/team/api-keys/revoke', { id })).status).toBe(403);
    expect((await member.client.get('/api/user/team/api-keys')).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/user/configuration')).status).toBe(200);
    const blank = await admin.client.post('/api/user/team/api-keys', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toContain('Give the key a name');
    expect(await app.orm.em.fork().count(ApiKey, { team: admin.team.id })).toBe(1);
  });

  it('documents the Bearer scheme in the OpenAPI document', async () => {
    const doc = (await new ApiClient(app.baseUrl).get('/api/openapi.json')).json;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/user/configuration'].get.security).toEqual(expect.arrayContaining([{ apiKey: [] }]));
  });
});
