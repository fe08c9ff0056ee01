import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinBudget } from '../../server/modules/search/search.service.js';
import { SEARCH_OPTIONS } from '../../shared/search-options.js';
import { createTestDatabase } from '../helpers/database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.orm.close());

const sql = (text: string) => ({ text, params: [] });
const timeoutOf = async (em: EntityManager) =>
  (await em.getConnection().execute<{ statement_timeout: string }[]>('show statement_timeout', [], 'all', em.getTransactionContext()))[0]!.statement_timeout;

/** A search's page: the planner's plan within its budget, else the other plan, in the same transaction. */
describe('a statement within a budget', () => {
  it('gives up past its budget and leaves the transaction usable, with the search timeout back', async () => {
    await database.orm.em.fork().transactional(async (em) => {
      await em.getConnection().execute(`set local statement_timeout = ${SEARCH_OPTIONS.statementTimeoutMs}`, [], 'all', em.getTransactionContext());
      const started = performance.now();
      expect(await withinBudget(em as EntityManager, sql('select pg_sleep(2)'), 50)).toBeNull();
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await timeoutOf(em as EntityManager)).toBe(`${SEARCH_OPTIONS.statementTimeoutMs / 1000}s`);
      const [row] = await em.getConnection().execute<{ n: number }[]>('select 41 + 1 as n', [], 'all', em.getTransactionContext());
      expect(row!.n).toBe(42);
    });
  });

  it('answers the rows of a statement that finishes in time, and restores the search timeout', async () => {
    await database.orm.em.fork().transactional(async (em) => {
      expect(await withinBudget<{ n: number }>(em as EntityManager, sql('select 7 as n'), 50)).toEqual([{ n: 7 }]);
      expect(await timeoutOf(em as EntityManager)).toBe(`${SEARCH_OPTIONS.statementTimeoutMs / 1000}s`);
    });
  });

  it('passes on an error that is not the budget running out', async () => {
    await expect(database.orm.em.fork().transactional((em) => withinBudget(em as EntityManager, sql('select 1 / 0'), 50))).rejects.toThrow(/division by zero/);
  });
});
