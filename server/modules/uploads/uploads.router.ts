import { MediaUploadRequest, MediaUploadResponse } from '../../../shared/schemas/uploads.js';
import { ownOrigin } from '../../http/guards.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { createUploadUrl } from './uploads.service.js';

/** Spec §7.12. */
export const uploadsRouter = router({
  mediaUpload: teamProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/media-upload', tags: ['uploads'], summary: 'A signed, expiring, single-use URL to PUT one file to, and its key' },
    })
    .input(MediaUploadRequest)
    .output(MediaUploadResponse)
    .query(({ ctx, input }) => createUploadUrl(ctx, input, ctx.config.PUBLIC_ORIGIN ?? ownOrigin(ctx.req, ctx.config.TRUST_PROXY))),
});
