import type { EntityManager } from '@mikro-orm/postgresql';
import { addToRollups, recordWithRollups, RollupWriter, type RollupEvent } from '../server/modules/analytics/index.js';
import type { AnalyticsSeed } from './analytics-seed.js';

const WRITERS = 8;
const PER_WRITER = 500;
const BATCHES = 20;
const BATCH = 500;

/** Events on the big team's sheets now: views (a third with an e-mail) and clicks. */
function eventOf(seed: AnalyticsSeed, n: number, influencerId: number): RollupEvent {
  const click = n % 3 === 0;
  return {
    teamId: seed.teamId,
    sheetId: seed.sheetIds[n % seed.sheetIds.length],
    ownerId: 0,
    kind: click ? 'click' : 'view',
    influencerId: click ? influencerId : null,
    email: !click && n % 3 === 1 ? `ingest${n % 500}@brand.test` : null,
    at: new Date(),
  };
}

/** Events per second: one statement per event from 8 concurrent writers, through the group commit, then batches of 500. */
export async function measureIngest(em: EntityManager, seed: AnalyticsSeed) {
  const [{ id }] = await em.getConnection().execute<{ id: number }[]>(`select min(id) as id from influencer`);
  let started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const writer = em.fork();
      for (let i = 0; i < PER_WRITER; i++) {
        const event = eventOf(seed, w * PER_WRITER + i, id);
        await recordWithRollups(writer, [event]);
      }
    }),
  );
  const single = (WRITERS * PER_WRITER) / ((performance.now() - started) / 1000);
  // As POST /api/analytics stores them: 64 concurrent callers through the app's group commit.
  const grouped = new RollupWriter(em);
  started = performance.now();
  await Promise.all(
    Array.from({ length: 64 }, async (_, w) => {
      for (let i = 0; i < 100; i++) await grouped.record(eventOf(seed, w * 100 + i, id));
    }),
  );
  const groupCommit = 6400 / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let b = 0; b < BATCHES; b++)
    await addToRollups(
      em,
      Array.from({ length: BATCH }, (_, i) => eventOf(seed, b * BATCH + i, id)),
    );
  const batched = (BATCHES * BATCH) / ((performance.now() - started) / 1000);
  return { single, groupCommit, batched };
}
