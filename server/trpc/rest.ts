import { nameRoute } from '../http/metrics.js';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type AnyTRPCRouter, callTRPCProcedure, TRPCError } from '@trpc/server';
import { logger } from '../logger.js';
import { contextFactory } from './context.js';
import { answerJson } from './checked-once.js';
import { describeError } from './error-contract.js';
import { FileAnswer } from './file-answer.js';
import type { RequestContext, Services } from './init.js';
import { restRoutes } from './rest-routes.js';

/**
 * The documented /api paths, served by the same procedures the SPA calls through tRPC: the route
 * by method and path, the input from the query string (GET, DELETE) or the JSON body, the call
 * through the procedure's whole pipeline, and the answer as JSON; a failure in the contract's
 * shape, { error, code } (+ fields for a validation error or a refusal naming its field, request_id), with its HTTP status.
 */
export function restAdapter({ call, createContext }: ReturnType<typeof documentedCalls>) {
  return async function answerDocumentedCall(req: Request, res: Response) {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    let ctx: RequestContext | undefined;
    try {
      ctx = createContext({ req, res, restCall: true });
      // Mounted under /api, where Express strips the prefix; the documented paths are full.
      const data = await call(ctx, method, req.originalUrl.split('?', 1)[0]!, method === 'GET' || method === 'DELETE' ? req.query : req.body);
      if (data instanceof FileAnswer) return sendFile(res, data);
      const { bytes, etag } = answerJson(data);
      res.status(200).setHeader('Content-Type', 'application/json');
      if (etag) res.setHeader('ETag', etag);
      res.end(bytes);
    } catch (cause) {
      const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
      const requestId = ctx?.requestId ?? (req as Request & { id?: string }).id;
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error({ err: error.cause ?? error, path: req.originalUrl.split('?', 1)[0], requestId }, 'REST call failed');
      const { message, code, fields, retryAfterSeconds } = describeError(error, requestId);
      if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
      res.status(getHTTPStatusCodeFromError(error)).setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error: message, code, ...(fields ? { fields } : {}), ...(requestId ? { request_id: requestId } : {}) }));
    }
  };
}

/**
 * A documented call by method and path through its procedure's whole pipeline: the REST adapter's
 * core, and how a server-rendered public page reads what it shows (as the page's own request).
 */
export function documentedCalls(services: Services, router: AnyTRPCRouter) {
  const routeOf = restRoutes(router);
  const createContext = contextFactory(services);

  async function call(ctx: RequestContext, method: string, pathname: string, params: unknown) {
    const found = routeOf(method, pathname);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    const { route, pathInput } = found;
    if (ctx.restCall) nameRoute(ctx.req, `rest ${route.path}`);
    let input: unknown;
    if (!route.takesNoInput) {
      const given =
        method === 'GET' || method === 'DELETE' ? queryInput(params as Record<string, unknown>, route.listParams) : ((params ?? {}) as Record<string, unknown>);
      input = typeof given === 'object' && !Array.isArray(given) ? { ...given, ...pathInput } : given;
    }
    return callTRPCProcedure({ router, path: route.path, type: route.type, ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 });
  }

  /** A GET of a documented URL on behalf of `req`: its JSON as sent over /api, or null when it fails. */
  async function getJson(req: IncomingMessage, url: string) {
    const { pathname, searchParams } = new URL(url, 'http://page');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(searchParams.keys())) {
      const values = searchParams.getAll(key);
      query[key] = values.length > 1 ? values : values[0]!;
    }
    try {
      const data = await call(createContext({ req, restCall: true }), 'GET', pathname, query);
      return data instanceof FileAnswer ? null : answerJson(data).bytes.toString();
    } catch (error) {
      if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, path: pathname }, 'page read failed');
      return null;
    }
  }

  return { call, createContext, getJson };
}

/**
 * Streams a file answer; a failure after the first bytes can only cut the download short (the
 * client sees an incomplete file), and a client that leaves ends the stream.
 */
function sendFile(res: Response, file: FileAnswer) {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  const ascii = file.fileName.replaceAll(/[^\w .-]/g, '_');
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  pipeline(file.body, res).catch((error: unknown) => {
    if (!res.destroyed || (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logger.error({ err: error }, 'File answer failed while streaming');
  });
}

/** Query parameters as the input takes them: one value as itself, a repeated one as a list (and a list parameter always as one). */
function queryInput(query: Record<string, unknown>, listParams: Set<string>) {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    input[key] = listParams.has(key) && !Array.isArray(value) ? [value] : value;
  }
  return input;
}
