import type { Express, Request, Response } from 'express';
import { CONTACT_LIMIT } from '../../../shared/contact-texts.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import type { Orm } from '../../db/orm.js';
import { runSql } from '../../db/sql.js';
import { LOCAL_ATTACHMENTS_PATH, type LocalFileStore } from '../../storage/local-store.js';
import { SAFE_KEY } from '../../storage/store.js';
import { finishedUpload } from './uploads.sql.js';

const INLINE_TYPES = new Set<string>(CONTACT_LIMIT.imageTypes);

/**
 * The local store's attachment links (Contact Us e-mails): only with this server's signature of
 * the key. Common images open in the browser; anything else is downloaded, never rendered here.
 */
export function serveLocalAttachments(app: Express, orm: Orm, store: LocalFileStore) {
  app.get(`${LOCAL_ATTACHMENTS_PATH}/*path`, async (req: Request, res: Response) => {
    const key = ([] as string[]).concat((req.params as { path: string | string[] }).path).join('/');
    const signature = String(req.query.signature ?? '');
    if (!SAFE_KEY.test(key) || !signature || !store.verifyAttachment(key, signature)) {
      return res.status(403).json({ error: ADD_TALENT_MSG.uploadLinkInvalid, code: 'FORBIDDEN' });
    }
    const [upload] = await runSql<{ filename: string; content_type: string }>(orm.em, finishedUpload(key));
    const body = upload ? await store.read(key) : null;
    if (!upload || !body) return res.status(404).json({ error: ADD_TALENT_MSG.uploadMissing, code: 'NOT_FOUND' });
    const inline = INLINE_TYPES.has(upload.content_type);
    const filename = key.split('/').pop() ?? 'file';
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${filename}"`);
    res.type(inline ? upload.content_type : 'application/octet-stream').send(body);
  });
}
