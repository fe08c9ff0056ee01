import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';
import { closeEndedCalls } from '../../server/modules/creator-calls/index.js';
import { createCastingCall } from '../helpers/sheets-factories.js';
import { createTestDatabase } from '../helpers/database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const em = () => database.orm.em.fork() as EntityManager;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.orm.close());

describe('closeEndedCalls (the scheduled job)', () => {
  it('closes the calls whose end date has passed, once, and leaves the rest open', async () => {
    const now = new Date('2026-12-10T09:30:00Z');
    const endedYesterday = await createCastingCall(em(), 'Ended yesterday', { endDate: '2026-12-09' });
    const endsToday = await createCastingCall(em(), 'Ends today', { endDate: '2026-12-10' });
    const noEnd = await createCastingCall(em(), 'No end date', { endDate: null });
    const closedBefore = new Date('2026-12-01T00:00:00Z');
    const alreadyClosed = await createCastingCall(em(), 'Already closed', { endDate: '2026-12-02', closedAt: closedBefore });

    expect(await closeEndedCalls(em(), now)).toBe(1);
    expect(await closeEndedCalls(em(), now)).toBe(0);
    const closedAt = async (id: string) => (await em().findOneOrFail(CastingCall, id)).closedAt;
    expect(await closedAt(endedYesterday.id)).toEqual(now);
    expect(await closedAt(endsToday.id)).toBeNull();
    expect(await closedAt(noEnd.id)).toBeNull();
    expect(await closedAt(alreadyClosed.id)).toEqual(closedBefore);

    // The next day, today's call has ended too.
    expect(await closeEndedCalls(em(), new Date('2026-12-11T00:00:01Z'))).toBe(1);
    expect(await closedAt(endsToday.id)).not.toBeNull();
  });
});
