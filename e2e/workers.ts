import { availableParallelism } from 'node:os';

/** How many spec files run at once, each worker against its own app and database (E2E_WORKERS overrides). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(2, availableParallelism()));
