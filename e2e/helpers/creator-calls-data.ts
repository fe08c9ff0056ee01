import { openDatabase } from '../../server/orm.js';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';

/** A fresh open Creator Call in the app's database, from a brand not on Pitchroom (brand accounts publish through /brand-creator-calls). */
export async function createOpenCall(databaseUrl: string, title: string) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork();
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const call = em.create(CastingCall, {
      title,
      description: 'Creators for an e2e run.',
      endDate: end,
      deliverables: '1 Reel',
      locations: 'United States',
      compensation: '$1,000',
      brandRepresented: 'E2E Brand',
      issuerName: 'E2E Brand Team',
    });
    await em.flush();
    return call.id;
  } finally {
    await orm.close();
  }
}
