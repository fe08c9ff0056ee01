import type { Request, Response } from 'express';
import { callTRPCProcedure, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { HTTPErrorHandler } from '@trpc/server/http';
// The pieces tRPC's own adapters are made of (the envelope, the error shape, the status).
import {
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import { answerJson } from './checked-once.js';
import type { RequestContext } from './init.js';

type Options<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  createContext: (opts: { req: Request; res: Response }) => RequestContext;
  onError: HTTPErrorHandler<TRouter, Request>;
};

type Answer = { result: { data: unknown } } | { error: unknown };

const METHOD_OF_TYPE = { query: 'GET', mutation: 'POST' } as const;
const [RESULT_START, RESULT_END, BATCH_START, BATCH_END, COMMA] = ['{"result":{"data":', '}}', '[', ']', ','].map((text) => Buffer.from(text));

/**
 * tRPC's HTTP protocol at /trpc (the SPA's queries and mutations, batched or not), after the
 * pipeline's steps like every call: each call goes through its procedure's whole chain, and the
 * answer is tRPC's envelope, error shape and status, made by tRPC's own functions. tRPC's node
 * adapter turns every request into a web `Request` and pipes every answer through a web stream,
 * which doubled a call's cost on the server; this one reads Express's request and writes the
 * answer's bytes once. Streaming links and subscriptions over HTTP are not served: subscriptions
 * are on the WebSocket (`/trpc-ws`).
 */
export function trpcHttp<TRouter extends AnyTRPCRouter>({ router, createContext, onError }: Options<TRouter>) {
  const config = router._def._config;

  return async function answerTrpcCall(req: Request, res: Response) {
    if (req.method === 'HEAD') return void res.status(204).end();
    const ctx = createContext({ req, res });
    const fail = (cause: unknown, call: { path?: string; input?: unknown; type?: 'query' | 'mutation' | 'subscription' | 'unknown' } = {}) => {
      const error = getTRPCErrorFromUnknown(cause);
      const type = call.type ?? 'unknown';
      onError({ error, type, path: call.path, input: call.input, ctx, req });
      return { error: getErrorShape({ config, ctx, error, type, path: call.path, input: call.input }) };
    };
    const written = (answer: Answer) => {
      // A kept answer is written once (checked-once.ts): its bytes go into the envelope as they are,
      // which is what the envelope would hold with no transformer.
      if ('result' in answer && answer.result.data !== undefined && config.transformer === defaultTransformer) {
        const { bytes } = answerJson(answer.result.data);
        return Buffer.concat([RESULT_START, typeof bytes === 'string' ? Buffer.from(bytes) : bytes, RESULT_END]);
      }
      return Buffer.from(JSON.stringify(transformTRPCResponse(config, answer as Parameters<typeof transformTRPCResponse>[1])));
    };
    const send = (answer: Answer | Answer[]) => {
      res.statusCode = getHTTPStatusCode(answer as Parameters<typeof getHTTPStatusCode>[0]);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        Array.isArray(answer)
          ? Buffer.concat([BATCH_START, ...answer.flatMap((one, i) => (i ? [COMMA, written(one)] : [written(one)])), BATCH_END])
          : written(answer),
      );
    };

    let calls;
    try {
      calls = await callsOf(router, req);
    } catch (cause) {
      return send(fail(cause));
    }
    const answers = await Promise.all(
      calls.map(async ({ path, procedure, input }, batchIndex): Promise<Answer> => {
        const type = procedure?._def.type as 'query' | 'mutation' | 'subscription' | undefined;
        try {
          if (!procedure) throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
          if (type === 'subscription') throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Subscriptions are served on the WebSocket (/trpc-ws)' });
          if (METHOD_OF_TYPE[type!] !== req.method)
            throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: `Unsupported ${req.method}-request to ${type} procedure at path "${path}"` });
          const data = await callTRPCProcedure({ router, path, type: type!, ctx, getRawInput: async () => input, signal: undefined, batchIndex });
          return { result: { data } };
        } catch (cause) {
          return fail(cause, { path, input, type: type ?? 'unknown' });
        }
      }),
    );
    send(calls.isBatch ? answers : answers[0]!);
  };
}

/** The calls a request makes: their paths, procedures and inputs. */
async function callsOf(router: AnyTRPCRouter, req: Request) {
  const isBatch = req.query.batch === '1';
  let joined: string;
  try {
    joined = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
  } catch (cause) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid URL', cause });
  }
  const paths = isBatch ? joined.split(',') : [joined];
  const inputs = inputsOf(req, isBatch, paths.length, (value) => router._def._config.transformer.input.deserialize(value));
  const calls = await Promise.all(paths.map(async (path, index) => ({ path, procedure: await getProcedureAtPath(router, path), input: inputs[index] })));
  const types = new Set(calls.map((call) => call.procedure?._def.type).filter(Boolean));
  if (types.size > 1) throw new TRPCError({ code: 'BAD_REQUEST', message: `Cannot mix procedure types in call: ${[...types].join(', ')}` });
  return Object.assign(calls, { isBatch });
}

/** Each call's input: from `input` in the query string (GET) or the JSON body (POST); one per call of a batch, keyed by its index. */
function inputsOf(req: Request, isBatch: boolean, count: number, deserialize: (value: unknown) => unknown): unknown[] {
  let raw: unknown = req.body;
  if (req.method === 'GET') {
    const text = typeof req.query.input === 'string' ? req.query.input : '';
    try {
      raw = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      throw new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not valid JSON', cause });
    }
  }
  if (!isBatch) return [raw === undefined ? undefined : deserialize(raw)];
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new TRPCError({ code: 'BAD_REQUEST', message: '"input" needs to be an object when doing a batch call' });
  const byIndex = raw as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => (byIndex[i] === undefined ? undefined : deserialize(byIndex[i])));
}
