import { inject } from 'vitest';
import type { E2eServer } from '../global-setup.js';

/**
 * The app this worker's specs run against. Vitest numbers the workers running at once 1..n
 * (VITEST_POOL_ID), so no two files ever share an app, and each file may change its data.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length];
}
