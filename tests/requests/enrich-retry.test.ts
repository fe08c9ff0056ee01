import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { EventBus } from '../../server/events/bus.js';
import { PgTransport } from '../../server/events/pg-transport.js';
import { Jobs } from '../../server/jobs/jobs.js';
import { AddTalentRequest } from '../../server/modules/requests/add-talent-request.entity.js';
import { defineTalentEnrichment, ENRICH_JOB } from '../../server/modules/requests/index.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { WebhookInterest } from '../../server/modules/webhooks/index.js';
import { SyntheticSocialDataProvider } from '../../server/providers/social-data/synthetic-provider.js';
import type { SocialDataProvider } from '../../server/providers/social-data/types.js';
import { knownCreator } from '../helpers/known-accounts.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';

let database: { url: string; orm: Orm };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.orm.close());

describe('the Add Talent enrichment job', () => {
  it('is retried after the provider fails, then puts the creator on the roster once', async () => {
    const synthetic = new SyntheticSocialDataProvider();
    let calls = 0;
    const flaky: SocialDataProvider = {
      name: 'flaky',
      demo: true,
      creator: (index) => synthetic.creator(index),
      creatorWithAccount: async (platform, handle) => {
        calls++;
        if (calls === 1) throw new Error('provider timed out');
        return synthetic.creatorWithAccount(platform, handle);
      },
      posts: (creator, account) => synthetic.posts(creator, account),
    };
    const handle = knownCreator(['instagram']).accounts.find((a) => a.platform === 'instagram')!.handle;
    const bus = new EventBus(new PgTransport(database.orm.em as EntityManager, database.url));
    await bus.start();
    const jobs = new Jobs(database.url, { pollingIntervalSeconds: 0.5 });
    const webhookInterest = new WebhookInterest(bus);
    defineTalentEnrichment({ jobs, orm: database.orm, bus, webhookInterest }, flaky, { retryLimit: 3, retryDelaySeconds: 1 });
    await jobs.start();
    try {
      const em = database.orm.em.fork() as EntityManager;
      const team = await createTeam(em);
      const request = em.create(AddTalentRequest, {
        team,
        name: 'Retry Star',
        socials: [{ platform: 'instagram', handle, primary: true }],
        createdAt: new Date(),
      });
      await em.flush();
      const id = await jobs.send(ENRICH_JOB, { requestId: request.id });
      await vi.waitFor(async () => expect((await jobs.state(ENRICH_JOB, id!))?.state).toBe('completed'), { timeout: 25_000, interval: 250 });
      expect((await jobs.state(ENRICH_JOB, id!))?.retryCount).toBe(1);
      expect(calls).toBe(2);
      const done = await em.fork().findOneOrFail(AddTalentRequest, request.id);
      expect(done.status).toBe('approved');
      expect(await em.fork().count(RosterEntry, { team: team.id })).toBe(1);
    } finally {
      await jobs.stop();
      await bus.stop();
    }
  }, 40_000);
});
