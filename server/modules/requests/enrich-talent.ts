import type { EntityManager } from '@mikro-orm/postgresql';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { Orm } from '../../db/orm.js';
import type { SocialDataProvider } from '../../providers/social-data/types.js';
import { findOrCreateCreator } from '../directory/index.js';
import { notifyTalentAdded } from '../notifications/index.js';
import { ensureOnRoster } from '../roster/index.js';
import { queueWebhooks } from '../webhooks/index.js';
import { AddTalentRequest } from './add-talent-request.entity.js';
import { ENRICH_JOB } from './add-talent.service.js';

/**
 * The background half of Add Talent: the provider's data for the new creator, the creator on the
 * team's roster, the request marked done, and the team told at once (notification and live roster).
 * Safe to run again after a failure: a done request is skipped, an existing entry kept.
 */
export async function enrichAddedTalent(em: EntityManager, bus: EventBus, jobs: Jobs, provider: SocialDataProvider, requestId: number) {
  const request = await em.findOne(AddTalentRequest, { id: requestId, status: 'pending' });
  if (!request) return;
  const teamId = request.team.id;
  const influencer = await em.transactional(async (tx) => {
    const creator = await findOrCreateCreator(tx, provider, request);
    await ensureOnRoster(tx, teamId, creator.id);
    const fresh = await tx.findOneOrFail(AddTalentRequest, requestId);
    fresh.status = 'approved';
    fresh.influencer = creator;
    return creator;
  });
  await bus.publish(scopes.team(teamId), 'roster.changed', { teamId, influencerId: influencer.id });
  await notifyTalentAdded({ em, bus }, { teamId, influencerId: influencer.id, requestId, title: ADD_TALENT_MSG.talentAddedNotice(request.name) });
  await queueWebhooks({ em, jobs }, [teamId], 'talent.added', { influencer_id: influencer.id, name: request.name, request_id: request.id });
}

/** Registers the enrichment job (pg-boss, retried with backoff when the provider fails). */
export function defineTalentEnrichment(jobs: Jobs, orm: Orm, bus: EventBus, provider: SocialDataProvider, retry: { retryLimit?: number; retryDelaySeconds?: number } = {}) {
  jobs.define<{ requestId: number }>(ENRICH_JOB, ({ requestId }) => enrichAddedTalent(orm.em.fork() as EntityManager, bus, jobs, provider, requestId), {
    retryLimit: 5,
    retryDelaySeconds: 10,
    ...retry,
  });
}
