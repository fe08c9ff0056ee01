import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collection } from '../../server/modules/collections/collection.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createSheet, createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let app: TestApp;
let mine: ApiClient;
let theirCollectionId: string;
let theirSheetId: string;
let mySheetId: string;

beforeAll(async () => {
  app = await startTestApp();
  const me = await createTeamMember(app.orm.em.fork());
  const them = await createTeamMember(app.orm.em.fork());
  mySheetId = (await createSheet(app.orm.em.fork(), me.team)).id;
  theirSheetId = (await createSheet(app.orm.em.fork(), them.team)).id;
  const em = app.orm.em.fork();
  const theirs = em.create(Collection, { team: em.getReference(Team, them.team.id), title: 'Their collection', createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
  theirCollectionId = theirs.id;
  mine = new ApiClient(app.baseUrl);
  const signedIn = await mine.signIn(me.user.email, TEST_PASSWORD);
  expect(signedIn.status, signedIn.text).toBe(200);
});
afterAll(() => app.close());

describe('collections access', () => {
  it('answers 401 to every call when signed out', async () => {
    const anonymous = new ApiClient(app.baseUrl);
    const answers = await Promise.all([
      anonymous.get('/api/user/collections'),
      anonymous.get(`/api/user/collections/${theirCollectionId}`),
      anonymous.post('/api/user/collections/save', { title: 'x', salesheet_ids: [] }),
      anonymous.post('/api/user/collections/alter-title', { collection_id: theirCollectionId, title: 'x' }),
      anonymous.post('/api/user/collections/delete', { collection_id: theirCollectionId }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("answers 404 to every call on another team's collection, and leaves it unchanged", async () => {
    const answers = [
      await mine.get(`/api/user/collections/${theirCollectionId}`),
      await mine.post('/api/user/collections/save', { id: theirCollectionId, title: 'Mine now', salesheet_ids: [mySheetId] }),
      await mine.post('/api/user/collections/alter-title', { collection_id: theirCollectionId, title: 'Mine now' }),
      await mine.post('/api/user/collections/delete', { collection_id: theirCollectionId }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(answers[0].json).toMatchObject({ error: 'Collection not found', code: 'NOT_FOUND' });
    const missing = await mine.get('/api/user/collections/doesNotExist00000000000');
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(answers[0].json.error);
    const stored = await app.orm.em.fork().findOneOrFail(Collection, theirCollectionId);
    expect(stored.title).toBe('Their collection');
  });

  it("does not list another team's collection", async () => {
    const list = await mine.get('/api/user/collections');
    expect(list.json.collections.map((c: { id: string }) => c.id)).not.toContain(theirCollectionId);
  });

  it("answers 404 when a save includes another team's sheet, and creates nothing", async () => {
    const answer = await mine.post('/api/user/collections/save', { title: 'Sneaky', salesheet_ids: [mySheetId, theirSheetId] });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: 'Sheet not found', code: 'NOT_FOUND' });
    expect((await mine.get('/api/user/collections')).json.total).toBe(0);
  });

  it("refuses a subscription to another team's collection with NOT_FOUND", async () => {
    const { client, close } = wsTrpcClient(app.baseUrl, mine.cookieHeader);
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      client.collections.live.subscribe({ collection_id: theirCollectionId }, { onError: (e) => resolve(e as never) });
    });
    close();
    expect(error.data?.code).toBe('NOT_FOUND');
  });

  it('answers 400 naming the field for malformed input', async () => {
    const noTitle = await mine.post('/api/user/collections/save', { salesheet_ids: [] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.fields).toHaveProperty('title');
    const badIds = await mine.post('/api/user/collections/save', { title: 'x', salesheet_ids: 'abc' });
    expect(badIds.status).toBe(400);
    expect(badIds.json.fields).toHaveProperty('salesheet_ids');
    const twice = await mine.post('/api/user/collections/save', { title: 'x', salesheet_ids: [mySheetId, mySheetId] });
    expect(twice.status).toBe(400);
    expect(twice.json.fields).toHaveProperty('salesheet_ids');
    const emptyTitle = await mine.post('/api/user/collections/alter-title', { collection_id: theirCollectionId, title: '  ' });
    expect(emptyTitle.status).toBe(400);
    expect(emptyTitle.json.fields).toHaveProperty('title');
    const noId = await mine.post('/api/user/collections/delete', {});
    expect(noId.status).toBe(400);
    expect(noId.json.fields).toHaveProperty('collection_id');
    const badPage = await mine.get('/api/user/collections?limit=33');
    expect(badPage.status).toBe(400);
    expect(badPage.json.fields).toHaveProperty('limit');
    expect((await mine.get('/api/user/collections')).json.total).toBe(0);
  });
});
