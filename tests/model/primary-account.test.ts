import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import type { Orm } from '../../server/db/orm.js';
import { createTestDatabase } from '../helpers/database.js';
import { createAccount, createInfluencer } from './model-factories.js';

let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm.close());

describe("a creator's primary account", () => {
  it('is unique per creator, enforced by the database', async () => {
    const em = orm.em.fork();
    const creator = await createInfluencer(em);
    await createAccount(em, creator, { platform: 'instagram', primary: true });
    await createAccount(em, creator, { platform: 'tiktok', primary: false });
    await createAccount(em, creator, { platform: 'youtube', primary: false });

    const second = em.fork();
    second.create(SocialAccount, { influencer: creator.id, platform: 'youtube', handle: 'second_primary', primary: true });
    await expect(second.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);

    // Through raw SQL too: the rule is the database's, not the ORM's.
    const connection = orm.em.getConnection();
    const tiktok = await em.findOneOrFail(SocialAccount, { influencer: creator, platform: 'tiktok' });
    await expect(connection.execute(`update social_account set "primary" = true where id = ?`, [tiktok.id])).rejects.toThrow(
      /social_account_one_primary_per_influencer/,
    );
  });

  it('can move: clear the old flag, then set the new one', async () => {
    const em = orm.em.fork();
    const creator = await createInfluencer(em);
    const first = await createAccount(em, creator, { platform: 'instagram', primary: true });
    const next = await createAccount(em, creator, { platform: 'tiktok' });
    first.primary = false;
    await em.flush();
    next.primary = true;
    await em.flush();
    expect(await em.fork().count(SocialAccount, { influencer: creator, primary: true })).toBe(1);
  });

  it('does not limit other creators', async () => {
    const em = orm.em.fork();
    const a = await createInfluencer(em);
    const b = await createInfluencer(em);
    await createAccount(em, a, { primary: true });
    await createAccount(em, b, { primary: true });
    expect(await em.fork().count(SocialAccount, { influencer: { $in: [a.id, b.id] }, primary: true })).toBe(2);
  });
});
