import type { EntityManager } from '@mikro-orm/postgresql';

/** A statement: its text with `?` placeholders and their values in order, as MikroORM's execute takes them. */
export interface Sql {
  text: string;
  params: unknown[];
}

/** A statement made by `sql` (only these are spliced into another statement as text). */
class Statement implements Sql {
  constructor(
    readonly text: string,
    readonly params: unknown[],
  ) {}
}

/**
 * A statement written as a tagged template: every `${value}` is a parameter, never text, except a
 * statement made by `sql`, `joinSql` or `trustedSql`, whose text is spliced in with its parameters.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof Statement) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1]!;
  });
  return new Statement(text, params);
}

/** Statements joined into one, `separator` between them (`, `, ` and `). */
export const joinSql = (parts: Sql[], separator: string): Sql =>
  new Statement(
    parts.map((p) => p.text).join(separator),
    parts.flatMap((p) => p.params),
  );

/** Text of the program's own, never of the input: a sort key or direction picked from a fixed list. */
export const trustedSql = (text: string): Sql => new Statement(text, []);

/** Runs a statement, inside the EntityManager's transaction when it is in one. */
export function runSql<T>(em: EntityManager, statement: Sql): Promise<T[]> {
  return em.getConnection().execute<T[]>(statement.text, statement.params, 'all', em.getTransactionContext());
}
