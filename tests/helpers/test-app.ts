import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Orm } from '../../server/db/orm.js';
import type { Services } from '../../server/trpc/init.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  baseUrl: string;
  orm: Orm;
  databaseUrl: string;
  /** The server's services (its event bus, to publish what a not-yet-built writer would). */
  services: Services;
  close: () => Promise<void>;
}

/** The whole server on a random port over its own fresh database (or over `database` to share one). */
export async function startTestApp(database?: { url: string; orm: Orm }, env: Record<string, string> = {}): Promise<TestApp> {
  const { url, orm } = database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  const app = await buildServer(config, orm, url);
  await app.services.directory.whenLoaded();
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orm,
    databaseUrl: url,
    services: app.services,
    close: async () => {
      await app.close();
      if (!database) await orm.close();
    },
  };
}
