import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase } from '../../server/db/database.js';
import { openDatabase } from '../../server/orm.js';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase() {
  const serverUrl = inject('pgServerUrl');
  const name = `pitchroom_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(serverUrl, name, inject('pgTemplateDatabase'));
  const url = serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`);
  const orm = await openDatabase(url);
  return { url, orm };
}
