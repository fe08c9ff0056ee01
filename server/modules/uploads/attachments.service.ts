import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTACT_LIMIT, CONTACT_TEXT } from '../../../shared/contact-texts.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';
import { Upload } from './upload.entity.js';

interface AttachmentContext {
  em: EntityManager;
  user: { id: number };
  files: FileStore;
}

export interface Attachment {
  filename: string;
  contentType: string;
  size: number;
  url: string;
}

const refuse = () => new AppError('BAD_REQUEST', CONTACT_TEXT.attachmentNotFound, { field: 'uploadedKeys' });

/**
 * The size of a finished upload: recorded by the local PUT, else (a bucket's presigned PUT never
 * passes through us) asked of the store and recorded. Null when nothing arrived or it is too large.
 */
async function finishedSize(ctx: AttachmentContext, upload: Upload) {
  if (upload.size !== null && upload.size !== undefined) return upload.size;
  const size = await ctx.files.size(upload.key);
  if (size === null || size > CONTACT_LIMIT.maxBytes) return null;
  upload.size = size;
  return size;
}

/**
 * The caller's own finished uploads for `keys`, with lasting links to them. A key that is not the
 * caller's (another user's, another team's, unknown) or whose file never arrived is refused with
 * 400 naming the field: nothing tells another user's key from a missing one.
 */
export async function attachmentsOf(ctx: AttachmentContext, keys: string[], origin: string): Promise<Attachment[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const uploads = await ctx.em.find(Upload, { key: { $in: unique }, user: ctx.user.id });
  if (uploads.length !== unique.length) throw refuse();
  const byKey = new Map(uploads.map((upload) => [upload.key, upload]));
  const attachments: Attachment[] = [];
  for (const key of unique) {
    const upload = byKey.get(key)!;
    const size = await finishedSize(ctx, upload);
    if (size === null) throw refuse();
    attachments.push({ filename: upload.filename, contentType: upload.contentType, size, url: ctx.files.attachmentUrl(key, origin) });
  }
  await ctx.em.flush();
  return attachments;
}
