import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { ensureDatabase } from '../../server/db/database.js';
import { entities } from '../../server/db/entities.js';
import { openDatabase, type Orm } from '../../server/db/orm.js';

const serverUrl = inject('pgServerUrl');
const name = `pitchroom_empty_${randomBytes(6).toString('hex')}`;
let orm: Orm | undefined;

afterAll(async () => {
  await orm?.close();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.end();
});

describe('migrations', () => {
  it('build the whole schema from an empty database, and a second run changes nothing', async () => {
    await ensureDatabase(serverUrl, name);
    orm = await openDatabase(serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`));

    const tables = await orm.em.getConnection().execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = new Set(tables.map((row) => row.table_name));
    for (const meta of orm.getMetadata().getAll().values()) {
      if (meta.tableName) expect(names, meta.className).toContain(meta.tableName);
    }
    expect(orm.getMetadata().getAll().size).toBeGreaterThanOrEqual(entities.length);

    expect(await orm.migrator.up()).toEqual([]);
    expect(await orm.migrator.checkSchema()).toBe(false);
  });
});
