import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Express, Request, Response } from 'express';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts.js';
import type { Orm } from '../../db/orm.js';
import { runSql } from '../../db/sql.js';
import { logger } from '../../logger.js';
import { LOCAL_FILES_PATH, LOCAL_PUT_PATH, type LocalFileStore } from '../../storage/local-store.js';
import { serveLocalAttachments } from './local-attachments.js';
import { finishUpload, pendingUpload } from './uploads.sql.js';

const refuse = (res: Response, status: number, error: string, code: string) => res.status(status).json({ error, code });

/** Counts bytes and fails past the limit, so an oversized body stops streaming at once. */
function byteLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(Object.assign(new Error('too large'), { tooLarge: true }));
      else done(null, chunk);
    },
  });
}

/**
 * The local store's side of the signed-URL flow: one PUT per key, only with this server's
 * signature, before it expires, and up to the size limit. Anything else stores nothing.
 */
export function serveLocalUploads(app: Express, orm: Orm, store: LocalFileStore) {
  app.put(LOCAL_PUT_PATH, async (req: Request, res: Response) => {
    const key = String(req.query.key ?? '');
    const expires = String(req.query.expires ?? '');
    const signature = String(req.query.signature ?? '');
    if (!key || !expires || !signature || !store.verifyPut(key, expires, signature)) return refuse(res, 403, ADD_TALENT_MSG.uploadLinkInvalid, 'FORBIDDEN');
    if (Number(expires) * 1000 < Date.now()) return refuse(res, 403, ADD_TALENT_MSG.uploadLinkInvalid, 'FORBIDDEN');
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_LIMIT.maxBytes) {
      return refuse(res, 413, ADD_TALENT_MSG.fileTooLarge(UPLOAD_LIMIT.maxMegabytes), 'PAYLOAD_TOO_LARGE');
    }
    const [pending] = await runSql<{ id: number }>(orm.em, pendingUpload(key));
    if (!pending) return refuse(res, 409, ADD_TALENT_MSG.uploadLinkInvalid, 'CONFLICT');

    const file = store.pathOf(key);
    const temporary = `${file}.${randomUUID()}.part`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(req, byteLimit(UPLOAD_LIMIT.maxBytes), fs.createWriteStream(temporary));
      const { size } = await fs.promises.stat(temporary);
      // Single use: only the first finished PUT claims the key.
      const claimed = await runSql<{ id: number }>(orm.em, finishUpload(key, size));
      if (!claimed.length) return refuse(res, 409, ADD_TALENT_MSG.uploadLinkInvalid, 'CONFLICT');
      await fs.promises.rename(temporary, file);
      res.status(200).json({ success: true });
    } catch (error) {
      if ((error as { tooLarge?: boolean }).tooLarge) {
        refuse(res, 413, ADD_TALENT_MSG.fileTooLarge(UPLOAD_LIMIT.maxMegabytes), 'PAYLOAD_TOO_LARGE');
        req.resume();
      } else {
        logger.warn({ err: error, key }, 'upload PUT failed');
        if (!res.headersSent) refuse(res, 400, ADD_TALENT_MSG.uploadFailed, 'BAD_REQUEST');
      }
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  });

  // Raw uploads are served only through a signed attachment link (Contact Us).
  serveLocalAttachments(app, orm, store);

  // Processed public files (portraits, Creator Call images).
  for (const folder of ['portraits', 'call-images']) {
    app.get(`${LOCAL_FILES_PATH}/${folder}/*path`, async (req: Request, res: Response) => {
      const rest = ([] as string[]).concat((req.params as { path: string | string[] }).path).join('/');
      const image = await store.read(`${folder}/${rest}`).catch(() => null);
      if (!image) return res.status(404).type('text').send('Not found');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type('image/jpeg').send(image);
    });
  }
}
