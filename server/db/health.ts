import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether the database answers a trivial query within `ms` (a stalled server never answers at all). */
export async function databaseAnswers(em: EntityManager, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const ping = em
    .getConnection()
    .execute('select 1')
    .then(() => true as const, () => false as const);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
