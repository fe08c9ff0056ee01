import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TEXT } from '../../shared/ai-texts.js';
import { addToRoster, insertCreatorWithPosts, insertMasterTags } from '../helpers/ai-factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { TEST_PASSWORD, createUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let a: ApiClient;
let b: ApiClient;
let teamA: string;
let teamB: string;
const word = () => `zq${[...randomBytes(6)].map((n) => String.fromCharCode(97 + (n % 26))).join('')}`;
type Suggestion = { id: number; influencer_id: number; explanation: string };
const ids = (list: Suggestion[]) => list.map((s) => s.influencer_id);

// The creators: a US trail runner with a young female audience, a UK runner, a US cook, all with posts.
let runnerUs: { influencerId: number; accountId: number };
let runnerUk: { influencerId: number; accountId: number };
let cook: { influencerId: number; accountId: number };
let tiktokRunner: { influencerId: number; accountId: number };

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  await insertMasterTags(em, ['Running', 'Hiking', 'Cooking', 'Baking', 'Yoga', 'Travel']);
  const users = [await createUser(em), await createUser(em)];
  [teamA, teamB] = users.map((u) => u.team.id);
  runnerUs = await insertCreatorWithPosts(em, {
    name: 'Maya Trail',
    description: 'Trail running and hiking in the mountains.',
    usShare: 64,
    female: 72,
    ages: [2, 40, 30, 15, 10, 3],
    postTopics: ['Running', 'Hiking'],
  });
  runnerUk = await insertCreatorWithPosts(em, { name: 'Ollie Miles', description: 'Running every day.', usShare: 8, female: 30, postTopics: ['Running'] });
  cook = await insertCreatorWithPosts(em, {
    name: 'Carla Pans',
    description: 'Cooking at home, quick recipes.',
    usShare: 70,
    female: 75,
    postTopics: ['Cooking', 'Baking'],
  });
  tiktokRunner = await insertCreatorWithPosts(em, {
    name: 'Tia Tok',
    platform: 'tiktok',
    description: 'Running clips.',
    usShare: 60,
    female: 70,
    postTopics: ['Running'],
  });
  for (const c of [runnerUs, runnerUk, cook]) await addToRoster(em, teamA, c.influencerId, c === cook ? ['Cooking'] : ['Running', 'Outdoors']);
  a = new ApiClient(app.baseUrl);
  b = new ApiClient(app.baseUrl);
  expect((await a.signIn(users[0]!.user.email, TEST_PASSWORD)).status).toBe(200);
  expect((await b.signIn(users[1]!.user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

describe('campaign descriptions under 20 characters are refused with the spec’s text (spec §5)', () => {
  it.each([
    ['/api/sheet-helper', { description: 'running shoes ad' }],
    ['/api/advanced-filters-ai', { description: 'running shoes ad' }],
    ['/api/special-note-helper', { description: 'running shoes ad', influencer_id: 1 }],
    ['/api/tag-helper', { description: 'too short' }],
  ])('%s', async (path, body) => {
    const answer = await a.post(path, body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error).toContain(AI_TEXT.descriptionTooShort);
  });
  it('19 characters are refused, 20 accepted', async () => {
    expect((await a.post('/api/sheet-helper', { description: 'x'.repeat(19) })).status).toBe(400);
    expect((await a.post('/api/sheet-helper', { description: 'running for US women' })).status).toBe(200);
  });
  it('signed out is 401', async () => {
    expect((await new ApiClient(app.baseUrl).post('/api/sheet-helper', { description: 'Trail running shoes for US women 18-34' })).status).toBe(401);
  });
});

describe('sheet helper (POST /api/sheet-helper)', () => {
  it('ranks by content and audience fit, and explains each pick by the facts that matched', async () => {
    const answer = await a.post('/api/sheet-helper', { description: 'Trail running shoes for a US audience of women 18-34' });
    expect(answer.status, answer.text).toBe(200);
    const list = answer.json.influencers as Suggestion[];
    expect(ids(list).slice(0, 2)).toEqual([runnerUs.influencerId, tiktokRunner.influencerId]);
    expect(ids(list)).not.toContain(cook.influencerId);
    expect(list[0]!.id).toBe(runnerUs.influencerId);
    expect(list[0]!.explanation).toMatch(/US audience 64 %/);
    expect(list[0]!.explanation).toMatch(/posts about running \(\d+ posts\)/);
    expect(list[0]!.explanation).toMatch(/18-34 audience 70 %, female audience 72 %/);
  });
  it('leaves out the creators already on the sheet, and keeps to a named platform', async () => {
    const answer = await a.post('/api/sheet-helper', { description: 'Running creators on TikTok with US fans', included_influencers: [runnerUs.influencerId] });
    expect(ids(answer.json.influencers)).toEqual([tiktokRunner.influencerId]);
  });
  it('an excluded creator id that names no creator excludes nothing, and one past what an id can be is refused naming the field', async () => {
    const answer = await a.post('/api/sheet-helper', {
      description: 'Running creators on TikTok with US fans',
      included_influencers: [2 ** 31 - 1],
    });
    expect(answer.status).toBe(200);
    expect(ids(answer.json.influencers)).toContain(tiktokRunner.influencerId);
    const beyond = await a.post('/api/sheet-helper', {
      description: 'Running creators on TikTok with US fans',
      included_influencers: [Number.MAX_SAFE_INTEGER],
    });
    expect(beyond.status).toBe(400);
    expect(Object.keys(beyond.json.fields)).toEqual(['included_influencers.0']);
  });
  it("finds a creator by the team's own description, and never by another team's", async () => {
    const secret = word();
    await addToRoster(app.orm.em.fork(), teamB, cook.influencerId, [], `Great for ${secret} launches`);
    const own = await b.post('/api/sheet-helper', { description: `A campaign about ${secret} for everyone` });
    expect(ids(own.json.influencers)).toEqual([cook.influencerId]);
    const other = await a.post('/api/sheet-helper', { description: `A campaign about ${secret} for everyone` });
    expect(other.status).toBe(200);
    expect(ids(other.json.influencers)).toEqual([]);
  });
});

describe('AI filter of search (POST /api/advanced-filters-ai)', () => {
  it('keeps to the search filters and answers account ids with explanations', async () => {
    const answer = await a.post('/api/advanced-filters-ai', { description: 'Running creators for a US audience', platform: 'instagram', us_share_min: 50 });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.json.influencers as Suggestion[]).map((s) => s.id)).toEqual([runnerUs.accountId]);
  });
  it("another team's team_id is 404", async () => {
    const answer = await a.post('/api/advanced-filters-ai', { description: 'Running creators for a US audience', team_id: teamB });
    expect(answer.status).toBe(404);
  });
  it('a filter outside the options is 400 naming it', async () => {
    const answer = await a.post('/api/advanced-filters-ai', { description: 'Running creators for a US audience', followers_min: 7 });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/followers_min/);
  });
});

describe('tag helper (POST /api/tag-helper)', () => {
  it('suggests master tags from the creator’s posts and description, with evidence, without the ones carried', async () => {
    const answer = await a.post('/api/tag-helper', { influencer_id: runnerUs.influencerId });
    expect(answer.status, answer.text).toBe(200);
    const tags = answer.json.tags as { tag: string; evidence: string }[];
    expect(tags.map((t) => t.tag)).toEqual(['Hiking']);
    expect(tags[0]!.evidence).toMatch(/posts mention it; the description mentions it/);
  });
  it('adds the tags that similar creators on the team carry (this team only)', async () => {
    const em = app.orm.em.fork();
    const other1 = await insertCreatorWithPosts(em, { name: 'Sim One', postTopics: ['Running'] });
    const other2 = await insertCreatorWithPosts(em, { name: 'Sim Two', postTopics: ['Running'] });
    const fresh = await insertCreatorWithPosts(em, { name: 'New Runner', postTopics: ['Running'] });
    const secret = word();
    await addToRoster(em, teamB, other1.influencerId, ['Running', secret]);
    await addToRoster(em, teamB, other2.influencerId, ['Running', secret]);
    await addToRoster(em, teamA, fresh.influencerId, []);
    await addToRoster(em, teamB, fresh.influencerId, []);
    const forA = await a.post('/api/tag-helper', { influencer_id: fresh.influencerId });
    expect(forA.json.tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['Outdoors', 'Running']);
    expect(forA.text).not.toContain(secret);
    const forB = await b.post('/api/tag-helper', { influencer_id: fresh.influencerId });
    expect(forB.json.tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['Running', secret]);
    expect(forB.json.tags.find((t: { tag: string }) => t.tag === secret).evidence).toMatch(/carried by 2 similar creators on your roster \(Sim One, Sim Two\)/);
  });
  it('custom text about the creator adds the tags it names', async () => {
    const answer = await a.post('/api/tag-helper', { influencer_id: runnerUs.influencerId, description: 'Also bakes sourdough: baking every weekend' });
    const tags = answer.json.tags as { tag: string; evidence: string }[];
    expect(tags.map((t) => t.tag).sort()).toEqual(['Baking', 'Hiking']);
    expect(tags.find((t) => t.tag === 'Baking')!.evidence).toBe('named in your text');
  });
  it('a creator with nothing to suggest answers an empty list', async () => {
    const em = app.orm.em.fork();
    const quiet = await insertCreatorWithPosts(em, { name: 'Quiet One', description: 'Just vibes.' });
    await addToRoster(em, teamA, quiet.influencerId);
    expect((await a.post('/api/tag-helper', { influencer_id: quiet.influencerId })).json.tags).toEqual([]);
  });
  it("a creator of another team's roster (or none) is 404", async () => {
    expect((await b.post('/api/tag-helper', { influencer_id: runnerUs.influencerId })).status).toBe(404);
    expect((await a.post('/api/tag-helper', { influencer_id: 2_000_000_000 })).status).toBe(404);
  });
  it('suggests tags named in a general description', async () => {
    const answer = await a.post('/api/tag-helper', { description: 'Creators who love yoga retreats and travel' });
    expect(answer.json.tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['Travel', 'Yoga']);
  });
});

describe('special note helper (POST /api/special-note-helper)', () => {
  it('names the creator’s strongest facts for the campaign in a sentence', async () => {
    const answer = await a.post('/api/special-note-helper', { influencer_id: runnerUs.influencerId, description: 'Trail running shoes for US women' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.explanation).toMatch(/^Maya Trail: posts about running \(3 posts\), female audience 72 % and US audience 64 %\./);
    expect(answer.json.explanation).not.toMatch(/campaign/);
    expect(answer.json.explanation).toMatch(/100k Instagram followers at 3\.0 % engagement\.$/);
  });
  it('an unknown creator is 404', async () => {
    expect((await a.post('/api/special-note-helper', { influencer_id: 2_000_000_000, description: 'Trail running shoes for US women' })).status).toBe(404);
  });
});
