import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TEXT } from '../../shared/ai-texts.js';
import { SIZE_BANDS, sizeLabel } from '../../shared/campaign-brief.js';
import { addToRoster, insertCreatorWithPosts, insertMasterTags } from '../helpers/ai-factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { TEST_PASSWORD, createUser } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let agency: ApiClient;
let teamId: string;
type Suggestion = { influencer_id: number; platform: string; followers: number; explanation: string };

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  await insertMasterTags(em, ['Pickleball', 'Kayaking', 'Beauty', 'Lifestyle', 'Tech', 'BBQ', 'Gaming', 'Curling']);
  const { user, team } = await createUser(em);
  teamId = team.id;
  agency = new ApiClient(app.baseUrl);
  expect((await agency.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

const suggest = async (description: string, brief?: unknown) => {
  const answer = await agency.post('/api/sheet-helper', { description, brief });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { influencers: Suggestion[]; brief: Record<string, unknown>; unmet: { constraint: string | null; message: string } | null };
};

describe('hard constraints of a brief filter the suggestions', () => {
  it('a brief naming two platforms returns creators of both and of no other', async () => {
    const em = app.orm.em.fork();
    for (const platform of ['instagram', 'tiktok', 'youtube', 'instagram', 'tiktok', 'youtube']) {
      await insertCreatorWithPosts(em, { description: 'Pickleball every weekend.', platform, followers: 80_000, postTopics: ['Pickleball'] });
    }
    const answer = await suggest('Pickleball creators on TikTok and Instagram for a paddle launch');
    expect(answer.brief.platforms).toEqual(['instagram', 'tiktok']);
    expect(new Set(answer.influencers.map((s) => s.platform))).toEqual(new Set(['instagram', 'tiktok']));
    expect(answer.influencers).toHaveLength(4);
  });

  it('"mid-size" returns only creators with 100k-500k followers', async () => {
    const em = app.orm.em.fork();
    for (const followers of [8_000, 60_000, 150_000, 420_000, 700_000, 2_000_000]) {
      await insertCreatorWithPosts(em, { description: 'Kayaking trips and river guides.', followers, postTopics: ['Kayaking'] });
    }
    const answer = await suggest('Mid-size kayaking creators for an outdoor brand');
    expect(answer.influencers.map((s) => s.followers).sort((a, b) => a - b)).toEqual([150_000, 420_000]);
    expect(answer.influencers.every((s) => s.explanation.includes('mid-size'))).toBe(true);
  });

  it('a brief no creator satisfies says which constraint emptied the list and shows the nearest matches', async () => {
    const em = app.orm.em.fork();
    await insertCreatorWithPosts(em, { description: 'Curling every winter.', followers: 90_000, female: 70, postTopics: ['Curling'] });
    const answer = await suggest('Mega curling creators with a women audience');
    expect(answer.unmet).toEqual({ constraint: 'size', message: AI_TEXT.constraintEmptied(sizeLabel(SIZE_BANDS.mega)) });
    expect(answer.influencers.length).toBeGreaterThan(0);
    expect(answer.influencers.every((s) => s.followers < 1_000_000)).toBe(true);
  });

  it('a brief sent back without a constraint (a chip removed) is followed as sent', async () => {
    const described = await suggest('Mid-size kayaking creators for an outdoor brand');
    const loosened = await suggest('Mid-size kayaking creators for an outdoor brand', { ...described.brief, size: null });
    expect(loosened.brief.size).toBeNull();
    expect(loosened.influencers.length).toBeGreaterThan(described.influencers.length);
    const bad = await agency.post('/api/sheet-helper', { description: 'Mid-size kayaking creators for an outdoor brand', brief: { platforms: ['myspace'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/brief\.platforms/);
  });

  it('an excluded topic leaves out creators who post about it', async () => {
    const em = app.orm.em.fork();
    const gamer = await insertCreatorWithPosts(em, { description: 'Pickleball and more.', followers: 30_000, postTopics: ['Pickleball', 'Gaming'] });
    const answer = await suggest('Pickleball creators, no gaming please');
    expect(answer.brief.excluded_topics).toEqual(['Gaming']);
    expect(answer.influencers.length).toBeGreaterThan(0);
    expect(answer.influencers.map((s) => s.influencer_id)).not.toContain(gamer.influencerId);
  });
});

describe('reasons that hold', () => {
  it('a special note for a women-aimed brief never cites a female share under 50 %, nor repeats the follower count', async () => {
    const em = app.orm.em.fork();
    const creator = await insertCreatorWithPosts(em, {
      name: 'Mo Paddle',
      description: 'Kayaking daily.',
      followers: 120_000,
      female: 32,
      postTopics: ['Kayaking'],
    });
    const answer = await agency.post('/api/special-note-helper', {
      influencer_id: creator.influencerId,
      description: 'Mid-size kayaking creators with an audience of women',
    });
    expect(answer.status, answer.text).toBe(200);
    const note = answer.json.explanation as string;
    expect(note).toMatch(/^Mo Paddle: posts about kayaking/);
    expect(note).not.toMatch(/female/);
    expect(note.match(/followers/g)).toHaveLength(1);
    expect(note).not.toMatch(/campaign/);
  });

  it('the BBQ creator whose bio names partner brands is not tagged Beauty, Lifestyle or Tech', async () => {
    const em = app.orm.em.fork();
    const pitmaster = await insertCreatorWithPosts(em, {
      name: 'Pit Master',
      description: 'Low and slow BBQ in Texas. Partners include beauty, lifestyle and tech brands.',
      postTopics: ['BBQ'],
    });
    await addToRoster(em, teamId, pitmaster.influencerId);
    const answer = await agency.post('/api/tag-helper', { influencer_id: pitmaster.influencerId });
    const tags = (answer.json.tags as { tag: string }[]).map((t) => t.tag);
    expect(tags).toContain('BBQ');
    expect(tags).not.toEqual(expect.arrayContaining(['Beauty']));
    expect(tags.some((t) => ['Beauty', 'Lifestyle', 'Tech'].includes(t))).toBe(false);
  });

  it('prefers the team\'s own tag: "vegan baker … sourdough tutorials" gets the team\'s Baking tag', async () => {
    const em = app.orm.em.fork();
    const tagged = await insertCreatorWithPosts(em, { description: 'Bread every day.' });
    await addToRoster(em, teamId, tagged.influencerId, ['Baking']);
    const baker = await insertCreatorWithPosts(em, { name: 'Sour Dough', description: 'Vegan baker sharing sourdough tutorials.' });
    await addToRoster(em, teamId, baker.influencerId);
    const answer = await agency.post('/api/tag-helper', { influencer_id: baker.influencerId });
    const baking = (answer.json.tags as { tag: string; evidence: string }[]).find((t) => t.tag === 'Baking');
    expect(baking?.evidence).toMatch(/a tag your team uses/);
  });
});
