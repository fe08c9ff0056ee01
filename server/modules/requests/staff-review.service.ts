import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ReviewRequestInput } from '../../../shared/schemas/talent-requests.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { AppError } from '../../errors.js';
import { type EventBus, scopes } from '../../events/bus.js';
import type { Jobs } from '../../jobs/jobs.js';
import { setCreatorSocials } from '../directory/index.js';
import { changeRosterEntry } from '../roster/index.js';
import { AddTalentRequest } from './add-talent-request.entity.js';
import { ENRICH_JOB } from './add-talent.service.js';
import { ChangeRequest } from './change-request.entity.js';

interface StaffContext {
  em: EntityManager;
  bus: EventBus;
  jobs: Jobs;
}

/** Pending requests of every team, oldest first, for the staff screen. */
export async function listPendingRequests(ctx: { em: EntityManager }) {
  const rows = await ctx.em.find(ChangeRequest, { status: 'pending' }, { populate: ['team', 'influencer'], orderBy: { createdAt: 'asc' }, limit: 200 });
  return {
    requests: rows.map((r) => ({
      id: r.id,
      request_type: r.requestType,
      team_name: r.team.name,
      influencer_id: r.influencer?.id ?? null,
      influencer_name: r.influencer?.fullname ?? null,
      name: r.name ?? null,
      socials: r.socials,
      note: r.note ?? null,
      portrait_url: r.uploadedKey ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Applies an approved change: socials to the directory creator, the portrait and a removal to the team's roster. */
async function apply(em: EntityManager, request: ChangeRequest) {
  const teamId = request.team.id;
  if (request.requestType === 'add') {
    const socials = request.socials.filter((s) => s.handle).map((s, i) => ({ platform: s.platform, handle: s.handle!, primary: i === 0 }));
    return em.create(AddTalentRequest, {
      team: teamId,
      name: request.name ?? socials[0]?.handle ?? 'Talent',
      socials,
      note: request.note,
      createdAt: new Date(),
    });
  }
  const influencerId = request.influencer!.id;
  if (request.requestType === 'remove') {
    await changeRosterEntry(em, teamId, influencerId, { remove: true });
    return null;
  }
  await setCreatorSocials(em, influencerId, request.socials);
  if (request.uploadedKey) await changeRosterEntry(em, teamId, influencerId, { pictureUrl: request.uploadedKey });
  return null;
}

/** Approve (apply the change) or reject a pending request; a request already reviewed is 404. */
export async function reviewRequest(ctx: StaffContext, input: z.infer<typeof ReviewRequestInput>) {
  const outcome = await ctx.em.fork().transactional(async (em) => {
    const request = await em.findOne(ChangeRequest, { id: input.request_id, status: 'pending' }, { populate: ['team'] });
    if (!request) throw new AppError('NOT_FOUND', ADD_TALENT_MSG.requestNotFound);
    request.status = input.decision === 'approve' ? 'approved' : 'rejected';
    request.reviewedAt = new Date();
    const added = input.decision === 'approve' ? await apply(em, request) : null;
    await em.flush();
    return { teamId: request.team.id, influencerId: request.influencer?.id ?? null, added: added?.id ?? null };
  });
  if (outcome.added) await ctx.jobs.send(ENRICH_JOB, { requestId: outcome.added });
  if (outcome.influencerId && input.decision === 'approve') {
    await ctx.bus.publish(scopes.team(outcome.teamId), 'roster.changed', { teamId: outcome.teamId, influencerId: outcome.influencerId });
  }
  return { success: true };
}
