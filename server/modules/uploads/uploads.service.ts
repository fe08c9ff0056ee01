import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { MediaUploadRequest } from '../../../shared/schemas/uploads.js';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts.js';
import { publicId } from '../../db/ids.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { cleanFilename, type FileStore } from '../../storage/index.js';
import { Upload } from './upload.entity.js';
import { claimUpload, recordUploadSize } from './uploads.sql.js';

interface UploadContext {
  em: EntityManager;
  team: { id: string };
  user: { id: number };
  files: FileStore;
}

/** GET /api/media-upload: records the upload and answers a signed PUT URL that works once, for 15 minutes. */
export async function createUploadUrl(ctx: UploadContext, input: z.infer<typeof MediaUploadRequest>, origin: string) {
  const key = `uploads/${ctx.team.id}/${publicId()}/${cleanFilename(input.filename)}`;
  const expiresAt = new Date(Date.now() + UPLOAD_LIMIT.urlTtlSeconds * 1000);
  ctx.em.create(Upload, { key, team: ctx.team.id, user: ctx.user.id, filename: input.filename, contentType: input.type, createdAt: new Date() });
  await ctx.em.flush();
  const url = await ctx.files.putUrl(key, input.type, expiresAt, origin);
  return { url, key, expires_at: expiresAt.toISOString() };
}

/**
 * Takes the team's uploaded file for one use: another team's key, a key never PUT, a key already
 * used, or a file over the size limit is refused (the oversized file is deleted).
 */
export async function takeUpload(ctx: UploadContext, key: string) {
  const claimed = await runSql<{ id: number }>(ctx.em, claimUpload(key, ctx.team.id));
  if (!claimed.length) throw new AppError('NOT_FOUND', ADD_TALENT_MSG.uploadMissing, { field: 'uploadedKey' });
  const size = await ctx.files.size(key);
  if (size === null) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.uploadMissing, { field: 'uploadedKey' });
  if (size > UPLOAD_LIMIT.maxBytes) {
    await ctx.files.remove(key);
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.fileTooLarge(UPLOAD_LIMIT.maxMegabytes), { field: 'uploadedKey' });
  }
  const body = await ctx.files.read(key);
  if (!body) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.uploadMissing, { field: 'uploadedKey' });
  await runSql(ctx.em, recordUploadSize(claimed[0]!.id, size));
  return body;
}
