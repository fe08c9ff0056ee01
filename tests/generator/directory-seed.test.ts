import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { seedDirectory } from '../../server/seed/directory-seed.js';
import { createTestDatabase } from '../helpers/database.js';

let orm: Orm;
let url: string;

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
});

afterAll(async () => {
  await orm?.close();
});

const count = async (sql: string) => Number(((await orm.em.getConnection().execute(sql)) as { n: string }[])[0]!.n);
const indexNames = async () =>
  (
    (await orm.em
      .getConnection()
      .execute(`select indexname from pg_indexes where tablename in ('influencer', 'social_account', 'social_post') order by 1`)) as { indexname: string }[]
  ).map((r) => r.indexname);

describe('directory seeding', () => {
  it('adds exactly the asked number of accounts, and nothing more when run again', async () => {
    const first = await seedDirectory(url, { accounts: 500 });
    expect(first.accountsAdded).toBe(500);
    expect(await count('select count(*) as n from social_account')).toBe(500);
    const again = await seedDirectory(url, { accounts: 500 });
    expect(again.accountsAdded).toBe(0);
    expect(await count('select count(*) as n from social_account')).toBe(500);
    expect(await count('select count(*) as n from influencer')).toBe(first.creatorsAdded);
  });

  it('adds only the difference for a larger count, in the bulk path that rebuilds the indexes', async () => {
    const before = await indexNames();
    const result = await seedDirectory(url, { accounts: 1_200, bulkFrom: 1 });
    expect(result.accountsAdded).toBe(700);
    expect(await count('select count(*) as n from social_account')).toBe(1_200);
    expect(await indexNames()).toEqual(before);
    expect(
      await count(
        `select count(*) as n from (select influencer_id from social_account group by influencer_id having count(*) filter (where "primary") <> 1) x`,
      ),
    ).toBe(0);
  });

  it("keeps every creator's reach (the sum of its accounts' followers, stored for the roster's sort) through both paths", async () => {
    expect(await count(`select count(*) as n from influencer where reach > 0`)).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from influencer i where reach <> (select coalesce(sum(followers), 0) from social_account where influencer_id = i.id)`),
    ).toBe(0);
  });
});
