import type { z } from 'zod';
import type { RequestInfluencerRequest } from '../../../shared/schemas/talent-requests.js';
import { parseHandle } from '../../../shared/social-handles.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findRosterEntry } from '../roster/index.js';
import { storePortrait, takeUpload } from '../uploads/index.js';
import { ChangeRequest } from './change-request.entity.js';

type Input = z.infer<typeof RequestInfluencerRequest>;
type RequestContext = TeamContext & { files: FileStore };

/** Spec §5 "Request to add talent": a name, each platform once, a handle or URL for each. */
function checkAdd(input: Input) {
  if (!input.name) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.nameRequired, { field: 'name' });
  if (!input.socials.length) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.socialRequired, { field: 'socials' });
  if (new Set(input.socials.map((s) => s.platform)).size !== input.socials.length)
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.samePlatformTwice, { field: 'socials' });
  if (input.socials.some((s) => !s.url && !s.handle)) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.handleOrUrlRequired, { field: 'socials' });
}

/**
 * POST /api/user/request-influencer: stores a request for staff (applied within 24 hours). A change
 * to a creator not on the team's roster is 404; a change with nothing in it is refused with the
 * spec's text. A portrait is made at once from the upload (so a bad file is refused now).
 */
export async function requestInfluencer(ctx: RequestContext, input: Input) {
  const socials = input.socials
    .filter((s) => s.url || s.handle)
    .map((s) => ({ platform: s.platform, url: s.url, handle: parseHandle(s.platform, s.handle ?? s.url ?? '') ?? s.handle, primary: s.primary }));
  let portraitUrl: string | null = null;
  if (input.request_type === 'add') checkAdd(input);
  else {
    if (!input.influencer_id) throw new AppError('BAD_REQUEST', 'influencer_id: required', { field: 'influencer_id' });
    await findRosterEntry(ctx, input.influencer_id);
    if (input.request_type === 'update') {
      if (!socials.length && !input.uploadedKey && !input.note) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.noChangeData);
      if (input.uploadedKey) portraitUrl = await storePortrait(ctx.files, input.influencer_id, await takeUpload(ctx, input.uploadedKey), input.crop);
    }
  }
  const request = ctx.em.create(ChangeRequest, {
    team: ctx.team.id,
    user: ctx.user.id,
    influencer: input.request_type === 'add' ? null : input.influencer_id,
    requestType: input.request_type,
    name: input.name ?? null,
    socials: input.request_type === 'add' && input.handle && !socials.length ? [{ platform: 'instagram', handle: input.handle }] : socials,
    note: input.note || null,
    // The processed portrait's URL (the upload itself is used once, here).
    uploadedKey: portraitUrl,
    createdAt: new Date(),
  });
  await ctx.em.flush();
  return { success: true, request_id: request.id };
}
