import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { Category, TeamCategory } from '../../server/modules/tags/category.entity.js';
import type { ApiClient } from '../helpers/api-client.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createMasterTags, signedInMember } from './roster-helpers.js';

let app: TestApp;
let api: ApiClient;
let teamId: string;
let ids: number[];
const em = () => app.orm.em.fork() as EntityManager;
const tagsOf = async (id: number) => (await em().findOneOrFail(RosterEntry, { team: teamId, influencer: id })).tags;

beforeAll(async () => {
  app = await startTestApp();
  const me = await signedInMember(app);
  const other = await signedInMember(app);
  api = me.api;
  teamId = me.team.id;
  await createMasterTags(em(), ['Fashion', 'Travel']);
  const a = await createRosterCreator(em(), me.team, { name: 'Ana', tags: ['Fashion', 'Surf'] });
  const b = await createRosterCreator(em(), me.team, { name: 'Ben', tags: ['Surf', 'Surfing', 'Food'] });
  await createRosterCreator(em(), other.team, { name: 'Secret', tags: ['Hidden tag'] });
  ids = [a.id, b.id];
  const e = em();
  const parent = e.create(Category, { name: 'Lifestyle' });
  e.create(Category, { name: 'Travel', parent });
  e.create(TeamCategory, { team: me.team.id, category: parent });
  await e.flush();
});
afterAll(() => app.close());

describe('team tags', () => {
  it('lists every tag, the master list, and the tag-to-creator map of this team only', async () => {
    const { json } = await api.get('/api/user/team/tags');
    expect(json.master_tags).toEqual(['Fashion', 'Travel']);
    expect(json.tags).toEqual(['Fashion', 'Food', 'Surf', 'Surfing', 'Travel']);
    expect(json.tagged_influencers).toEqual({ Fashion: [ids[0]], Food: [ids[1]], Surf: ids, Surfing: [ids[1]] });
    expect(json.influencer_names).toEqual({ [ids[0]]: 'Ana', [ids[1]]: 'Ben' });
  });

  it('renames a tag on every creator, merging into an existing one without duplicates', async () => {
    const renamed = await api.post('/api/user/team/tags/rename', { tag: 'Surfing', new_tag: 'Surf' });
    expect(renamed.json).toEqual({ creators: 1 });
    expect(await tagsOf(ids[1])).toEqual(['Surf', 'Food']);
  });

  it('deletes a tag from every creator; each keeps its other tags', async () => {
    expect((await api.post('/api/user/team/tags/delete', { tag: 'Surf' })).json).toEqual({ success: true });
    expect(await tagsOf(ids[0])).toEqual(['Fashion']);
    expect(await tagsOf(ids[1])).toEqual(['Food']);
    expect((await api.post('/api/user/team/tags/delete', { tag: 'Hidden tag' })).status).toBe(404);
  });
});

describe('categories', () => {
  it('lists categories with subcategories and the team’s', async () => {
    const { json } = await api.get('/api/categories');
    expect(json.categories).toMatchObject([{ name: 'Lifestyle', subcategories: [{ name: 'Travel' }] }]);
    expect(json.team_categories).toMatchObject([{ name: 'Lifestyle' }]);
  });
});

describe('favourites', () => {
  it('toggles a favourite and lists favourites newest first', async () => {
    expect((await api.get('/api/search/influencers/favorites')).json).toEqual({ favoriteInfluencers: [], influencers: [], total: 0 });
    await api.post('/api/user/influencers/favorite', { influencer_id: ids[0], favorite: true });
    await api.post('/api/user/influencers/favorite', { influencer_id: ids[1], favorite: true });
    await api.post('/api/user/influencers/favorite', { influencer_id: ids[1], favorite: true });
    const listed = (await api.get('/api/search/influencers/favorites')).json;
    expect(listed.total).toBe(2);
    expect(listed.influencers.map((i: { fullname: string }) => i.fullname)).toEqual(['Ben', 'Ana']);
    await api.post('/api/user/influencers/favorite', { influencer_id: ids[1], favorite: false });
    expect((await api.get('/api/search/influencers/favorites')).json.favoriteInfluencers).toEqual([ids[0]]);
    expect((await api.get(`/api/influencers/profiles/${ids[0]}`)).json.influencers[0].customisation.is_favorite).toBe(true);
  });
});
