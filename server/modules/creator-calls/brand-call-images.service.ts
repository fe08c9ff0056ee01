import type { FileStore } from '../../storage/index.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { storeCallImage, takeUpload } from '../uploads/index.js';

/**
 * An image the brand uploaded (GET /api/media-upload, then PUT) becomes a Creator Call image:
 * resized, stored publicly, its URL answered for the call's `displayImages`. Another team's or a
 * used upload is not found.
 */
export async function addCallImage(ctx: TeamContext & { files: FileStore }, uploadedKey: string) {
  const original = await takeUpload(ctx, uploadedKey);
  return { url: await storeCallImage(ctx.files, ctx.team.id, original) };
}
