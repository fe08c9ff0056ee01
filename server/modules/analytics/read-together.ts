import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { together, type Part } from './analytics.sql.js';

type Answers<P extends Record<string, Part<unknown>>> = { [K in keyof P]: P[K] extends Part<infer T> ? T[] : never };

/**
 * Runs the lists of one answer as one statement (each list a JSON array column): on this machine a
 * statement's round trip costs the server's thread more than these queries' own work (`bench:floor`).
 */
export async function readTogether<P extends Record<string, Part<unknown>>>(em: EntityManager, parts: P): Promise<Answers<P>> {
  const names = Object.keys(parts);
  const [row] = await runSql<Record<string, Record<string, unknown>[]>>(em, together(parts));
  return Object.fromEntries(names.map((name) => [name, row![name]!.map(parts[name]!.map)])) as Answers<P>;
}
