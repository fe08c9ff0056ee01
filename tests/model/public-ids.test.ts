import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { Collection } from '../../server/modules/collections/collection.entity.js';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';
import { TalentLogin } from '../../server/modules/roster/talent-login.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';
import { createInfluencer } from './model-factories.js';

const URL_SAFE_22 = /^[A-Za-z0-9_-]{22}$/;

let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm.close());

describe('public ids', () => {
  it('sheets, collections, creator calls and talent logins get 22-character URL-safe ids', async () => {
    const em = orm.em.fork();
    const team = await createTeam(em);
    const influencer = await createInfluencer(em);
    const sheets = [1, 2, 3].map((n) => em.create(TalentSheet, { team, title: `Sheet ${n}` }));
    const collection = em.create(Collection, { team, title: 'Collection' });
    const call = em.create(CastingCall, { title: 'Summer', description: 'Brand call', issuerName: 'Brand' });
    const login = em.create(TalentLogin, { team, influencer });
    await em.flush();

    const ids = [...sheets.map((sheet) => sheet.id), collection.id, call.id, login.loginToken];
    for (const id of ids) expect(id).toMatch(URL_SAFE_22);
    expect(new Set(ids).size).toBe(ids.length);

    const reloaded = await orm.em.fork().findOneOrFail(TalentSheet, sheets[0].id);
    expect(reloaded.title).toBe('Sheet 1');
  });
});
