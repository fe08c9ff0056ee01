import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMatches, withinBudget } from '../../server/modules/search/search.service.js';
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

/** A search's total (query_info.total): exact when counting is cheap and quick, else the planner's estimate, marked as one. */
describe('the total of a search', () => {
  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => database.orm.em.fork().transactional((em) => work(em as EntityManager));
  const cheap = (rows: number) => ({ rows, cost: SEARCH_OPTIONS.exactCountMaxCost });

  it('is counted exactly when the count is cheap and quick', async () => {
    expect(await inTransaction((em) => countMatches(em, sql('select 1 from generate_series(1, 420)'), cheap(4000), 301))).toEqual({
      total: 420,
      estimated: false,
    });
  });

  it('is the estimate, not counted at all, when the planner prices the count above the limit', async () => {
    // Counting this would fail: the answer shows it was never run.
    const unrunnable = sql('select 1 / 0 from generate_series(1, 5)');
    const priced = { rows: 40, cost: SEARCH_OPTIONS.exactCountMaxCost + 1 };
    expect(await inTransaction((em) => countMatches(em, unrunnable, priced, 3))).toEqual({ total: 40, estimated: true });
  });

  it('is the estimate, marked as one, when counting takes longer than its budget after all, and the search goes on', async () => {
    const slowMatches = sql('select 1 from generate_series(1, 50) g where pg_sleep(0.02) is not null');
    await inTransaction(async (em) => {
      const started = performance.now();
      expect(await countMatches(em, slowMatches, cheap(4000), 301)).toEqual({ total: 4000, estimated: true });
      expect(performance.now() - started).toBeLessThan(500);
      const [row] = await em.getConnection().execute<{ n: number }[]>('select 41 + 1 as n', [], 'all', em.getTransactionContext());
      expect(row!.n).toBe(42);
    });
  });

  it('is the estimate beyond the exact-count limit, never less than what was seen or counted', async () => {
    const total = await inTransaction((em) => countMatches(em, sql('select 1'), cheap(SEARCH_OPTIONS.exactCountUpTo * 3), 301));
    expect(total).toEqual({ total: SEARCH_OPTIONS.exactCountUpTo * 3, estimated: true });
    const underestimated = await inTransaction((em) =>
      countMatches(em, sql(`select 1 from generate_series(1, ${SEARCH_OPTIONS.exactCountUpTo + 50})`), cheap(500), 301),
    );
    expect(underestimated).toEqual({ total: SEARCH_OPTIONS.exactCountUpTo + 1, estimated: true });
  });
});
