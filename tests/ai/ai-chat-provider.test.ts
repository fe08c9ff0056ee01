import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_TEXT } from '../../shared/ai-texts.js';
import { addToRoster, insertCreatorWithPosts, insertMasterTags } from '../helpers/ai-factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { startChatStub, type StubMode } from '../helpers/chat-stub.js';
import { TEST_PASSWORD, createUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let stub: Awaited<ReturnType<typeof startChatStub>>;
let client: ApiClient;
let runner: { influencerId: number; accountId: number };
let teamId: string;

beforeAll(async () => {
  stub = await startChatStub();
  app = await startTestApp(undefined, { AI_BASE_URL: stub.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'stub-model', AI_TIMEOUT_MS: '400' });
  const em = app.orm.em.fork();
  await insertMasterTags(em, ['Running', 'Hiking']);
  const { user, team } = await createUser(em);
  teamId = team.id;
  runner = await insertCreatorWithPosts(em, { name: 'Rae Runner', description: 'Trail running and hiking.', usShare: 64, postTopics: ['Running', 'Hiking'] });
  await insertCreatorWithPosts(em, { name: 'Ned Other', description: 'Running too.', usShare: 10, postTopics: ['Running'] });
  await addToRoster(em, teamId, runner.influencerId, ['Running']);
  client = new ApiClient(app.baseUrl);
  expect((await client.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await stub.close();
});
beforeEach(() => {
  stub.state.mode = 'pick-first';
  stub.state.requests.length = 0;
});

const calls: [string, () => Record<string, unknown>][] = [
  ['/api/sheet-helper', () => ({ description: 'Trail running shoes for a US audience' })],
  ['/api/advanced-filters-ai', () => ({ description: 'Trail running shoes for a US audience' })],
  ['/api/tag-helper', () => ({ influencer_id: runner.influencerId })],
  ['/api/special-note-helper', () => ({ influencer_id: runner.influencerId, description: 'Trail running shoes for a US audience' })],
];

/** What the helpers could have written: the team's roster rows. */
const stored = async () =>
  JSON.stringify(
    await app.orm.em
      .fork()
      .getConnection()
      .execute('select influencer_id, tags, custom_description, updated_at from roster_entry where team_id = ? order by id', [teamId]),
  );

describe('an OpenAI-compatible provider (AI_BASE_URL), tested against a local chat-completions stub', () => {
  it('is handed only the local engine’s candidates, and its choice and wording are used', async () => {
    const answer = await client.post('/api/sheet-helper', { description: 'Trail running shoes for a US audience' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.influencers).toEqual([expect.objectContaining({ id: runner.influencerId, explanation: 'Stub: the best fit' })]);
    expect(stub.state.requests).toHaveLength(2);
    expect(stub.state.requests.every((r) => r.model === 'stub-model')).toBe(true);
    expect(stub.state.requests[1]!.prompt).toContain('Rae Runner');
    expect(stub.state.requests[1]!.prompt).toContain('US audience 64 %');
  });
  it("reads the brief with the model, keeping to the contract: topics only from the team's vocabulary", async () => {
    const answer = await client.post('/api/sheet-helper', { description: 'Trail running shoes for a US audience' });
    expect(stub.state.requests[0]!.prompt).toContain('"brief"');
    expect(answer.json.brief).toMatchObject({ platforms: ['instagram'], topics: ['Running'], audience_countries: ['US'] });
  });
  it.each([['malformed-brief'], ['slow-brief']] as const)('a %s reading falls back to the local parser, and the suggestions still come', async (mode) => {
    stub.state.mode = mode;
    const answer = await client.post('/api/sheet-helper', { description: 'Trail running shoes for a US audience on TikTok or Instagram' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.brief).toMatchObject({ platforms: ['instagram', 'tiktok'], topics: ['Running'], audience_countries: ['US'] });
    expect(answer.json.influencers.map((i: { id: number }) => i.id)).toEqual([runner.influencerId]);
  });
  it('tags and notes come through it too', async () => {
    const tags = await client.post('/api/tag-helper', { influencer_id: runner.influencerId });
    expect(tags.json.tags).toEqual([expect.objectContaining({ tag: 'Hiking', evidence: 'Stub: clearly in the posts' })]);
    const note = await client.post('/api/special-note-helper', { influencer_id: runner.influencerId, description: 'Trail running shoes for a US audience' });
    expect(note.json.explanation).toBe('Stub note for the pitch.');
  });

  const failures: [StubMode, string][] = [
    ['slow', 'a timeout'],
    ['malformed', 'a malformed answer'],
    ['wrong-shape', 'an answer of the wrong shape'],
    ['http-500', 'a server error'],
  ];
  for (const [mode, what] of failures) {
    it(`${what} ends in the spec's error for every helper, nothing stored`, async () => {
      stub.state.mode = mode;
      const before = await stored();
      for (const [path, body] of calls) {
        const answer = await client.post(path, body());
        expect(answer.status, `${path}: ${answer.text}`).toBe(503);
        expect(answer.json.error).toBe(AI_TEXT.generationFailed);
      }
      expect(await stored()).toBe(before);
    });
  }
  it("an answer naming a creator who is not a candidate (or a tag that is not) ends in the spec's error, nothing stored", async () => {
    const before = await stored();
    stub.state.mode = 'unknown-creator';
    for (const path of ['/api/sheet-helper', '/api/advanced-filters-ai']) {
      const answer = await client.post(path, { description: 'Trail running shoes for a US audience' });
      expect(answer.status).toBe(503);
      expect(answer.json.error).toBe(AI_TEXT.generationFailed);
      expect(answer.text).not.toContain('987654321');
    }
    stub.state.mode = 'unknown-tag';
    const tags = await client.post('/api/tag-helper', { influencer_id: runner.influencerId });
    expect(tags.status).toBe(503);
    expect(tags.json.error).toBe(AI_TEXT.generationFailed);
    expect(await stored()).toBe(before);
  });
  it('validation still comes first: a short description never reaches the provider', async () => {
    const answer = await client.post('/api/sheet-helper', { description: 'too short' });
    expect(answer.status).toBe(400);
    expect(stub.state.requests).toHaveLength(0);
  });
});
