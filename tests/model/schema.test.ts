import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { ensureDatabase } from '../../server/db/database.js';
import { entities } from '../../server/entities.js';
import { openDatabase, type Orm } from '../../server/orm.js';

const serverUrl = inject('pgServerUrl');
const name = `pitchroom_empty_${randomBytes(6).toString('hex')}`;
const raced = `pitchroom_raced_${randomBytes(6).toString('hex')}`;
let orm: Orm | undefined;
const instances: Orm[] = [];

afterAll(async () => {
  await orm?.close();
  await Promise.all(instances.map((instance) => instance.close()));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const database of [name, raced]) await admin.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
  await admin.end();
});

describe('migrations', () => {
  it('build the whole schema from an empty database, and a second run changes nothing', async () => {
    await ensureDatabase(serverUrl, name);
    orm = await openDatabase(serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`));

    const tables = await orm.em
      .getConnection()
      .execute<{ table_name: string }[]>(`select table_name from information_schema.tables where table_schema = 'public'`);
    const names = new Set(tables.map((row) => row.table_name));
    for (const meta of orm.getMetadata().getAll().values()) {
      if (meta.tableName) expect(names, meta.className).toContain(meta.tableName);
    }
    expect(orm.getMetadata().getAll().size).toBeGreaterThanOrEqual(entities.length);

    expect(await orm.migrator.up()).toEqual([]);
    expect(await orm.migrator.checkSchema()).toBe(false);
  });

  it('are applied once when several instances start at once on an empty database (a deploy of a fleet)', async () => {
    await ensureDatabase(serverUrl, raced);
    const url = serverUrl.replace(/\/postgres(\?|$)/, `/${raced}$1`);
    const started = await Promise.allSettled([openDatabase(url), openDatabase(url), openDatabase(url)]);
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value);
    expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = await instances[0]!.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations');
    expect(applied.length).toBe(new Set(applied.map((row) => row.name)).size);
    expect(await instances[0]!.migrator.checkSchema()).toBe(false);
  });
});
