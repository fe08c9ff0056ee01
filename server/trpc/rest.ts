import type { NextFunction, Request, Response } from 'express';
import { createOpenApiExpressMiddleware, generateOpenApiDocument } from 'trpc-to-openapi';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';
import { contextFactory } from './context.js';
import type { Services } from './init.js';
import { appRouter } from './router.js';

interface TrpcErrorBody {
  message?: string;
  code?: string;
  data?: { appCode?: string; fields?: Record<string, string>; requestId?: string };
}

/** The REST contract's error body: { error, code } (+ fields for validation errors). */
function toContractError(raw: string, requestId: string | undefined): string {
  try {
    const body = JSON.parse(raw) as TrpcErrorBody;
    const { data } = body;
    // A failure before the call's context existed (so the formatter had no request id) still names its request.
    const id = data?.requestId ?? requestId;
    const message = body.message?.replace('(request unknown)', `(request ${id})`);
    return JSON.stringify({
      error: data?.fields ? Object.entries(data.fields).map(([f, m]) => `${f}: ${m}`).join('; ') : message,
      code: data?.appCode ?? body.code,
      ...(data?.fields ? { fields: data.fields } : {}),
      ...(id ? { request_id: id } : {}),
    });
  } catch {
    return raw;
  }
}

function rewriteErrorBodies(req: Request, res: Response, next: NextFunction) {
  const end = res.end.bind(res) as (chunk?: unknown) => Response;
  res.end = ((chunk?: unknown) => {
    if (res.statusCode >= 400 && typeof chunk === 'string') {
      const body = toContractError(chunk, (req as Request & { id?: string }).id);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      return end(body);
    }
    return end(chunk);
  }) as Response['end'];
  next();
}

/** The documented /api paths, served by the same procedures the SPA calls through tRPC. */
export function restAdapter(services: Services) {
  const handler = createOpenApiExpressMiddleware({
    router: appRouter,
    createContext: contextFactory(services),
    responseMeta: ({ errors }) => {
      const cause = errors[0]?.cause;
      const retry = cause instanceof AppError ? cause.details.retryAfterSeconds : undefined;
      return retry ? { headers: { 'Retry-After': String(retry) } } : {};
    },
    onError: ({ error, ctx, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path, requestId: ctx?.requestId }, 'REST call failed');
    },
  });
  // Mounted under /api, where Express strips the prefix; the procedures know their full paths.
  const withFullPath = (req: Request, res: Response) => {
    req.url = req.originalUrl;
    return handler(req, res);
  };
  return [rewriteErrorBodies, withFullPath] as const;
}

export const openApiDocument = () =>
  generateOpenApiDocument(appRouter, {
    title: 'Pitchroom API',
    version: '1.0.0',
    baseUrl: '/',
    description:
      'Every documented call of Pitchroom. Sign in with POST /api/user/account/signin; the session cookie it sets authenticates the other calls. ' +
      'Integrators send a team API key instead (created by a team admin in Settings): `Authorization: Bearer <key>` on any call, with the rights of a member of that team; an unknown or altered key answers 401, a revoked key 403. ' +
      'Errors answer { "error": "<message>", "code": "<CODE>" }; validation errors are 400 and name the fields.',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'pitchroom_session' },
      apiKey: { type: 'http', scheme: 'bearer', description: "A team's API key: Authorization: Bearer <key>" },
    },
  });
