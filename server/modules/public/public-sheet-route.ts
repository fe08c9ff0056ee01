import type { NextFunction, Request, Response } from 'express';
import { publicSheetInput } from '../../../shared/schemas/public.js';
import type { PublicSheetCache } from './sheet-answer-cache.js';

/**
 * GET /api/public/talent-sheets/{hashId} from the built-answer cache, with ETag and 304.
 * Bad input and missing sheets fall through to the procedure, which answers 400 or 404.
 */
export function publicSheetRoute(cache: PublicSheetCache) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input = publicSheetInput.safeParse({ ...(req.query as Record<string, unknown>), hashId: req.params.hashId });
      if (!input.success) return next();
      const built = await cache.get(input.data);
      if (!built) return next();
      // Written directly (no res.send): this is the hottest path of the public pages.
      const sent = req.headers['if-none-match'];
      if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === built.etag)) {
        res.writeHead(304, { ETag: built.etag, 'Cache-Control': 'no-cache' }).end();
        return;
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
    } catch (error) {
      next(error);
    }
  };
}
