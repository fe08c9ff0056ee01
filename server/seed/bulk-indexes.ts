import type pg from 'pg';

/**
 * Secondary indexes of `tables` (not primary keys, not unique ones) dropped inside the caller's
 * transaction; the returned function creates them again from their saved definitions. Loading
 * millions of rows and then building each index once is several times faster than keeping
 * a dozen indexes up to date row by row, and a failure rolls the drop back with the load.
 */
export async function dropSecondaryIndexes(client: pg.ClientBase, tables: string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not x.indisunique and not x.indisprimary`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index "${name}"`);
  return async () => {
    await client.query(`set local maintenance_work_mem = '512MB'`);
    for (const { definition } of rows) await client.query(definition);
  };
}
