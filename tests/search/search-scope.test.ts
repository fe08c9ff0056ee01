import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamMember } from '../../server/modules/account/user.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { insertAccount } from '../helpers/search-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let email: string;
const word = `fast${randomBytes(5).toString('hex')}`;
let onPrimaryRoster: number;
let onCurrentRoster: number;

/*
 * Searches pass the one pipeline (every answer carries its X-Request-Id), the second of a session
 * with its caller from the cache. The user works in a team other than their primary one: searches
 * are scoped to the primary team (spec §6), whose roster marks the results.
 */
beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const { user, team: primary } = await createUser(em);
  const current = await createTeam(em);
  em.create(TeamMember, { team: current, user, role: 'member', createdAt: new Date() });
  user.selectedTeam = current;
  await em.flush();
  email = user.email;
  const accounts = await Promise.all([20_000, 30_000, 40_000, 50_000].map((followers) => insertAccount(em, { description: word, followers })));
  [onPrimaryRoster, onCurrentRoster] = [accounts[0]!.influencerId, accounts[1]!.influencerId];
  await em
    .getConnection()
    .execute(
      `insert into roster_entry (team_id, influencer_id, tags, display_tags, created_at, updated_at) values (?, ?, '{picked}', '{}', now(), now()), (?, ?, '{picked}', '{}', now(), now())`,
      [primary.id, onPrimaryRoster, current.id, onCurrentRoster],
    );
  // The directory in memory follows writes in the background: the searches below wait until it has these.
  await app.services.directory.refresh();
});
afterAll(() => app.close());

async function signedIn() {
  const client = new ApiClient(app.baseUrl);
  expect((await client.signIn(email, TEST_PASSWORD)).status).toBe(200);
  return client;
}

const viaExpress = (answer: { headers: Headers }) => answer.headers.has('x-request-id');

/** A new session's first answer (its caller read with the session) and its second (the caller remembered). */
async function bothAnswers(url: string) {
  const client = await signedIn();
  const router = await client.get(url);
  expect(router.status, router.text).toBe(200);
  expect(viaExpress(router)).toBe(true);
  const fast = await client.get(url);
  expect(fast.status).toBe(200);
  expect(viaExpress(fast)).toBe(true);
  expect(fast.headers.get('content-type')).toContain('application/json');
  return { router, fast };
}

describe('directory searches through the one pipeline', () => {
  it.each([
    ['a keyword search', `keywords=${word}`],
    ['a sorted, filtered page of two and the next page', `keywords=${word}&followers_min=25000&sort_by=followers&sort_order=asc&limit=2`],
    ['the primary team’s tags', `keywords=${word}&tags=picked`],
  ])('answer %s the same on a session’s first and second call', async (_, query) => {
    const { router, fast } = await bothAnswers(`/api/directory/social-accounts?${query}`);
    expect(fast.text).toBe(router.text);
    expect(router.json.results.length).toBeGreaterThan(0);
    if (!router.json.nextPage) return;
    const next = await bothAnswers(`/api/directory/social-accounts?${query}&page=${router.json.nextPage}`);
    expect(next.fast.text).toBe(next.router.text);
    expect(next.router.json.results.length).toBeGreaterThan(0);
  });

  it('scope the roster marks and tags to the primary team', async () => {
    const { fast: answer } = await bothAnswers(`/api/directory/social-accounts?keywords=${word}`);
    const client = await signedIn();
    await client.get(`/api/directory/social-accounts?keywords=${word}`);
    const marked = answer.json.results.filter((r: { on_roster: boolean }) => r.on_roster).map((r: { influencer_id: number }) => r.influencer_id);
    expect(marked).toEqual([onPrimaryRoster]);
    const tagged = await client.get(`/api/directory/social-accounts?keywords=${word}&tags=picked`);
    expect(tagged.json.results.map((r: { influencer_id: number }) => r.influencer_id)).toEqual([onPrimaryRoster]);
  });

  it('answer a bad or repeated parameter 400, naming it', async () => {
    const client = await signedIn();
    await client.get(`/api/directory/social-accounts?keywords=${word}`);
    for (const query of ['followers_min=12345', 'followers_min=10000&followers_min=25000']) {
      const answer = await client.get(`/api/directory/social-accounts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error, query).toContain('followers_min');
    }
  });

  it('stop at once when the session signs out', async () => {
    const client = await signedIn();
    expect((await client.get(`/api/directory/social-accounts?keywords=${word}`)).status).toBe(200);
    const cookie = client.cookieHeader;
    expect((await client.get('/api/user/signout')).status).toBe(200);
    const answer = await new ApiClient(app.baseUrl).request('GET', `/api/directory/social-accounts?keywords=${word}`, undefined, { cookie });
    expect(answer.status).toBe(401);
  });
});
