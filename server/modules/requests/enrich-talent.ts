import type { EntityManager } from '@mikro-orm/postgresql';
import { accountNames, ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { Orm } from '../../db/orm.js';
import type { SocialDataProvider } from '../../providers/social-data/types.js';
import { findOrCreateCreator } from '../directory/index.js';
import { recordAddTalentOutcome } from '../notifications/index.js';
import { ensureOnRoster } from '../roster/index.js';
import { refundCredit } from '../teams/index.js';
import { queueWebhooks, type WebhookInterest } from '../webhooks/index.js';
import { AddTalentRequest } from './add-talent-request.entity.js';
import { ENRICH_JOB } from './add-talent.service.js';

/** What the enrichment job works with. */
export interface EnrichServices {
  orm: Orm;
  bus: EventBus;
  jobs: Jobs;
  webhookInterest: WebhookInterest;
}

/**
 * The background half of Add Talent: the provider's data for the new creator, the creator on the
 * team's roster, the request marked done, and the team told at once (notification and live roster).
 * When the provider does not know an account, nothing is added, the credit comes back and the team
 * is told. Safe to run again after a failure: a request no longer pending is skipped, an existing entry kept.
 */
export async function enrichAddedTalent(em: EntityManager, { bus, jobs, webhookInterest }: EnrichServices, provider: SocialDataProvider, requestId: number) {
  const request = await em.findOne(AddTalentRequest, { id: requestId, status: 'pending' });
  if (!request) return;
  const teamId = request.team.id;
  const outcome = await em.transactional(async (tx) => {
    const found = await findOrCreateCreator(tx, provider, request);
    const fresh = await tx.findOneOrFail(AddTalentRequest, requestId);
    if (!found.creator) {
      fresh.status = 'not_found';
      if (fresh.creditSpent) await refundCredit(tx, teamId);
      const unknownAccounts = accountNames(found.unknown);
      const title = ADD_TALENT_MSG.talentNotFoundNotice(request.name, unknownAccounts);
      return { influencerId: null, announce: recordAddTalentOutcome(tx, { teamId, type: 'talent_not_found', requestId, unknownAccounts, title }) };
    }
    const influencerId = found.creator.id;
    await ensureOnRoster(tx, teamId, influencerId);
    fresh.status = 'approved';
    fresh.influencer = found.creator;
    const title = ADD_TALENT_MSG.talentAddedNotice(request.name);
    return { influencerId, announce: recordAddTalentOutcome(tx, { teamId, type: 'talent_added', influencerId, requestId, title }) };
  });
  const { influencerId } = outcome;
  if (influencerId === null) {
    await bus.publish(scopes.team(teamId), 'team.changed', { teamId });
    await outcome.announce(bus);
    return;
  }
  await bus.publish(scopes.team(teamId), 'roster.changed', { teamId, influencerId });
  await outcome.announce(bus);
  await queueWebhooks({ em, jobs, webhookInterest }, [teamId], 'talent.added', { influencer_id: influencerId, name: request.name, request_id: request.id });
}

/** Registers the enrichment job (pg-boss, retried with backoff when the provider fails). */
export function defineTalentEnrichment(
  services: EnrichServices,
  provider: SocialDataProvider,
  retry: { retryLimit?: number; retryDelaySeconds?: number } = {},
) {
  services.jobs.define<{ requestId: number }>(
    ENRICH_JOB,
    ({ requestId }) => enrichAddedTalent(services.orm.em.fork() as EntityManager, services, provider, requestId),
    {
      retryLimit: 5,
      retryDelaySeconds: 10,
      ...retry,
    },
  );
}
