import type { IncomingMessage, ServerResponse } from 'node:http';
import { PublicSheetResponse, PublicSheetRequest } from '../../../shared/schemas/public/public-sheet.js';
import { publicProcedure } from '../../trpc/init.js';
import { publicSheet } from './public-sheet.service.js';
import type { PublicSheetCache } from './sheet-answer-cache.js';

/**
 * The hottest call of the public pages has one declaration, here: the procedure (its path, schemas
 * and OpenAPI entry, mounted in public.router.ts) and, below, its handler ahead of Express.
 */
const PATH = '/api/public/talent-sheets/{hashId}';

export const publicSheetProcedure = publicProcedure
  .meta({ openapi: { method: 'GET', path: PATH, tags: ['public'], protect: false, summary: 'A shared talent sheet, one page of creators' } })
  .input(PublicSheetRequest)
  .output(PublicSheetResponse)
  .query(({ ctx, input }) => publicSheet(ctx, input));

const PATH_PATTERN = new RegExp(`^${PATH.replace('{hashId}', '([^/?]+)')}(?:\\?(.*))?$`);

/**
 * The same call from the built-answer cache, with ETag and 304, answered
 * before Express sees the request: this is the hottest path of the public pages. Answers false
 * (leaving the request to Express and its procedure, which answers 400 or 404) for anything else.
 */
export function publicSheetFastPath(cache: PublicSheetCache) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const match = req.method === 'GET' ? PATH_PATTERN.exec(req.url ?? '') : null;
    if (!match) return false;
    const query = Object.fromEntries(new URLSearchParams(match[2] ?? ''));
    const input = PublicSheetRequest.safeParse({ ...query, hashId: match[1] });
    if (!input.success) return false;
    const built = await cache.get(input.data);
    if (!built) return false;
    const sent = req.headers['if-none-match'];
    if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === built.etag)) {
      res.writeHead(304, { ETag: built.etag, 'Cache-Control': 'no-cache' }).end();
      return true;
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const bytes = gzip ? built.gzipped : built.bytes;
    res
      .writeHead(200, {
        ETag: built.etag,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': bytes.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      .end(bytes);
    return true;
  };
}
