import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AddInfluencerRequest } from '../../../shared/schemas/add-talent.js';
import { parseHandle } from '../../../shared/social-handles.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { AppError } from '../../errors.js';
import { scopes } from '../../events/bus.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { creditsOf, lockCredits, spendCredit } from '../teams/index.js';
import { AddTalentRequest } from './add-talent-request.entity.js';
import { existingAccount } from './check-social.service.js';

export const ENRICH_JOB = 'enrich-added-talent';
type AddContext = TeamContext & { jobs: Jobs };

/** The team's credits left (0 blocks Add Talent). */
export async function addTalentStatus(ctx: { em: EntityManager; team: { id: string } }) {
  return { credits: await creditsOf(ctx.em, ctx.team.id) };
}

/** Socials as stored: handles parsed from links, exactly one primary (the first when none is marked). */
function normalizeSocials(socials: z.infer<typeof AddInfluencerRequest>['influencer']['socials']) {
  const parsed = socials.map((s, i) => {
    const handle = parseHandle(s.platform, s.handle);
    if (!handle) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.unknownPlatformHandle, { field: `influencer.socials.${i}.handle` });
    return { platform: s.platform, handle, primary: Boolean(s.primary) };
  });
  if (new Set(parsed.map((s) => `${s.platform}:${s.handle}`)).size !== parsed.length) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.duplicateAccount);
  const primary = Math.max(
    0,
    parsed.findIndex((s) => s.primary),
  );
  return parsed.map((s, i) => ({ ...s, primary: i === primary }));
}

/**
 * POST /api/add-influencer: spends one team credit and records the add in one transaction (never
 * below 0, whatever runs at once: the decrement is a conditional UPDATE), then queues the
 * enrichment that puts the creator on the roster. A repeated `request_key` spends nothing.
 */
export async function addInfluencer(ctx: AddContext, input: z.infer<typeof AddInfluencerRequest>) {
  const socials = normalizeSocials(input.influencer.socials);
  const result = await spendAndRecord(ctx, input, socials);
  if (!result.repeated) {
    await ctx.bus.publish(scopes.team(ctx.team.id), 'team.changed', { teamId: ctx.team.id });
    await ctx.jobs.send(ENRICH_JOB, { requestId: result.request.id }, { singletonKey: `add-talent-${result.request.id}` });
  }
  return { success: true, request_id: result.request.id, credits: result.credits };
}

function spendAndRecord(ctx: AddContext, input: z.infer<typeof AddInfluencerRequest>, socials: ReturnType<typeof normalizeSocials>) {
  return ctx.em.fork().transactional(async (em) => {
    // The team's row is locked first, so adds of one team run one after another: each one's checks
    // below see what the one before it committed (a repeat of its request_key, the account it added).
    await lockCredits(em, ctx.team.id);
    if (input.request_key) {
      const earlier = await em.findOne(AddTalentRequest, { team: ctx.team.id, requestKey: input.request_key });
      if (earlier) return { request: earlier, credits: (await addTalentStatus({ em, team: ctx.team })).credits, repeated: true };
    }
    // After the request_key lookup: a repeat of an add already recorded answers that add, not "already added".
    for (const social of socials) {
      const existing = await existingAccount(em, ctx.team.id, social.platform, social.handle);
      if (existing) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.existing(existing));
    }
    const spent = await spendCredit(em, ctx.team.id);
    if (spent === null) throw new AppError('no_credits', ADD_TALENT_MSG.noCredits);
    const request = em.create(AddTalentRequest, {
      team: ctx.team.id,
      user: ctx.user.id,
      name: input.influencer.name,
      socials,
      requestKey: input.request_key ?? null,
      creditSpent: true,
      createdAt: new Date(),
    });
    await em.flush();
    return { request, credits: spent, repeated: false };
  });
}
