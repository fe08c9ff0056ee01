import type { z } from 'zod';
import type { ReplacePortraitRequest } from '../../../shared/schemas/uploads.js';
import type { FileStore } from '../../storage/index.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findRosterEntry, publishRosterChange } from '../roster/index.js';
import { storePortrait, takeUpload } from '../uploads/index.js';

type PortraitContext = TeamContext & { files: FileStore };

/**
 * POST /api/user/replace-portrait: the uploaded image becomes the team's portrait of the creator at
 * once (a new URL, so every page shows it without stale caches). Another team's creator or upload: 404.
 */
export async function replacePortrait(ctx: PortraitContext, input: z.infer<typeof ReplacePortraitRequest>) {
  const entry = await findRosterEntry(ctx, input.influencer_id);
  const original = await takeUpload(ctx, input.uploadedKey);
  const url = await storePortrait(ctx.files, input.influencer_id, original, input.crop);
  entry.customPictureUrl = url;
  await ctx.em.flush();
  await publishRosterChange(ctx, input.influencer_id);
  return { success: true, picture_url: url };
}
