import express, { type NextFunction, type Request, type Response } from 'express';

/** Bodies larger than this answer 413; deeper than MAX_DEPTH, 400. */
export const MAX_BODY = '1mb';
const MAX_DEPTH = 64;

/**
 * Parses JSON bodies once, for the REST adapter and tRPC alike (both use `req.body` when it is
 * there), and refuses bodies no call takes: unparseable (400), too large (413), nested deeper than
 * any input of ours (400, before a recursive validator meets them).
 */
export function jsonBody() {
  const parse = express.json({ limit: MAX_BODY, strict: false, type: ['application/json', 'application/*+json'] });
  const checkDepth = (req: Request, res: Response, next: NextFunction) => {
    if (depthOf(req.body) > MAX_DEPTH) {
      res.status(400).json({ error: `The JSON body is nested more than ${MAX_DEPTH} levels deep`, code: 'BAD_REQUEST' });
      return;
    }
    next();
  };
  // A POST with no body at all (the spec's "no body" calls) is an empty JSON body, not a missing content type.
  const emptyIsJson = (req: Request, _res: Response, next: NextFunction) => {
    const bodyless = !req.headers['content-type'] && !Number(req.headers['content-length'] ?? 0) && !req.headers['transfer-encoding'];
    if (bodyless && req.method !== 'GET' && req.method !== 'HEAD') req.headers['content-type'] = 'application/json';
    next();
  };
  return [emptyIsJson, parse, checkDepth] as const;
}

/** How deeply arrays and objects nest in a parsed JSON value (without recursion, whatever its depth). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_DEPTH) return deepest;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

/** Parse failures and oversize bodies in the REST contract's shape, not Express's HTML page. */
export function jsonBodyErrors(error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) {
  if (error.type === 'entity.too.large') return void res.status(413).json({ error: `The body is larger than ${MAX_BODY}`, code: 'PAYLOAD_TOO_LARGE' });
  if (error.type === 'entity.parse.failed') return void res.status(400).json({ error: 'The body is not valid JSON', code: 'BAD_REQUEST' });
  if (error.status && error.status < 500) return void res.status(error.status).json({ error: 'The body could not be read', code: 'BAD_REQUEST' });
  next(error);
}
