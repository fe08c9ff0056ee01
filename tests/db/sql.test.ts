import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { joinSql, runSql, sql, trustedSql } from '../../server/db/sql.js';
import { createTestDatabase } from '../helpers/database.js';

let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm?.close());

describe('sql, a statement as a tagged template', () => {
  it('makes every value a parameter, even one that looks like SQL', async () => {
    const hostile = "x'); drop table users; --";
    const statement = sql`select ${hostile}::text as value, ${42}::int as answer`;
    expect(statement.text).toBe('select ?::text as value, ?::int as answer');
    const [row] = await runSql<{ value: string; answer: number }>(orm.em.fork(), statement);
    expect(row).toEqual({ value: hostile, answer: 42 });
  });

  it('splices statements made by sql, joinSql and trustedSql with their parameters, in order', async () => {
    const conditions = joinSql([sql`n > ${1}`, sql`n < ${5}`], ' and ');
    const direction = trustedSql('desc');
    const statement = sql`select array_agg(n order by n ${direction}) as ns from generate_series(${0}, ${9}) n where ${conditions}`;
    expect(statement.params).toEqual([0, 9, 1, 5]);
    const [row] = await runSql<{ ns: number[] }>(orm.em.fork(), statement);
    expect(row!.ns).toEqual([4, 3, 2]);
  });

  it('runs inside the transaction of the EntityManager it is given', async () => {
    const seen = await orm.em.fork().transactional(async (em) => {
      await runSql(em, sql`create temporary table only_here (n int) on commit drop`);
      await runSql(em, sql`insert into only_here values (${7})`);
      return runSql<{ n: number }>(em, sql`select n from only_here`);
    });
    expect(seen).toEqual([{ n: 7 }]);
  });
});
