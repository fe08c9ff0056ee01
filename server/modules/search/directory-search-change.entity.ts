import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One row per directory_search row written, by that table's statement triggers (migration
 * ..._directory_search_changes): the in-memory directory (memory/directory-memory.ts) re-reads the
 * accounts of the transactions it has not seen yet. Rows older than a few minutes are pruned.
 */
export const DirectorySearchChange = defineEntity({
  name: 'DirectorySearchChange',
  tableName: 'directory_search_change',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** The writing transaction (compared with a snapshot's xmin, so late commits are not missed). */
    tx: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()'),
    accountId: p.integer(),
    changedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    { name: 'directory_search_change_tx_index', properties: ['tx'] },
    { name: 'directory_search_change_changed_at_index', properties: ['changedAt'] },
  ],
});
export type DirectorySearchChange = InferEntity<typeof DirectorySearchChange>;
