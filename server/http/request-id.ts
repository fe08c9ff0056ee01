import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Every request's id, on the request (logs, error answers) and in the answer's `X-Request-Id`. */
export function assignRequestId(req: Request, res: Response, next: NextFunction) {
  const id = randomUUID();
  Object.assign(req, { id });
  res.setHeader('X-Request-Id', id);
  next();
}
