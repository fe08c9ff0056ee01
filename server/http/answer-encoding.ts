import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { EventCache } from '../events/event-cache.js';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Compressed answers kept by ETag and encoding, so an answer served again from a procedure's cache is compressed once. */
const KEPT_BYTES = 32 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Fast settings: answers are made per request; static assets are compressed at build time instead.
const ENCODERS = {
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => gzip(body, { level: 5 }),
};
type Encoding = keyof typeof ENCODERS;

function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

/** The weak ETag of an answer's bytes. */
export const etagOf = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch) && ifNoneMatch!.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * The last step of the pipeline for JSON and HTML answers (REST, /trpc and the pages alike): a
 * GET's answer gets an ETag, and a client that already has it gets 304 without the body; answers
 * of 1 KB and more are compressed (brotli or gzip, as the client accepts). Streams (server-sent
 * events) and files compressed at build time pass untouched.
 */
export function encodeAnswers() {
  const kept = new EventCache<string, Buffer>(null, { maxSize: KEPT_BYTES, size: (bytes) => bytes.length });

  return function encodeAnswers(req: Request, res: Response, next: NextFunction) {
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const chunks: (string | Uint8Array)[] = [];
    // Answers made per request: JSON and HTML pages. Files of the build arrive compressed already (static.ts).
    const isEncoded = () => /^(application\/json|text\/html)\b/.test(String(res.getHeader('Content-Type') ?? '')) && !res.getHeader('Content-Encoding');

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!isEncoded() || res.headersSent) return write(chunk, ...rest);
      chunks.push(chunk as string | Uint8Array);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'function' || res.headersSent || !isEncoded()) return end(chunk, ...rest);
      if (chunk !== undefined && chunk !== null) chunks.push(chunk as string | Uint8Array);
      // Most answers are one string or buffer: hashed and sent as it is, without a copy.
      const [only] = chunks;
      const body =
        chunks.length === 1 && (typeof only === 'string' || Buffer.isBuffer(only))
          ? only
          : Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
      finish(body);
      return res;
    }) as Response['end'];

    function finish(body: string | Buffer) {
      let etag: string | null = null;
      if ((req.method === 'GET' || req.method === 'HEAD') && res.statusCode === 200) {
        // An answer written once (checked-once.ts) comes with the ETag of its bytes.
        etag = String(res.getHeader('ETag') ?? '') || etagOf(body);
        res.setHeader('ETag', etag);
        if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-cache');
        if (matches(req.headers['if-none-match'], etag)) {
          res.statusCode = 304;
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Length');
          return void end();
        }
      }
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      const encoding = length >= COMPRESS_MIN_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : null;
      res.setHeader('Vary', 'Accept-Encoding');
      if (!encoding) {
        res.setHeader('Content-Length', length);
        return void end(body);
      }
      const key = etag && `${encoding}|${etag}`;
      const known = key ? kept.get(key) : undefined;
      if (known) return sendEncoded(encoding, known);
      ENCODERS[encoding](typeof body === 'string' ? Buffer.from(body) : body).then(
        (bytes) => {
          if (key) kept.set(key, bytes);
          sendEncoded(encoding, bytes);
        },
        (error: unknown) => res.destroy(error as Error),
      );
    }

    function sendEncoded(encoding: Encoding, bytes: Buffer) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', bytes.length);
      end(bytes);
    }
    next();
  };
}
