import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/http/answer-encoding.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signedInUser(app)).client.cookieHeader;
});
afterAll(() => app.close());

/** A GET as raw bytes, so what went over the wire (encoding, length) is seen as sent. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(app.baseUrl + path, { headers: { cookie, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const OPENAPI = '/api/openapi.json';

describe('JSON answers, once in the pipeline', () => {
  it.each([
    ['a REST call', '/api/user/configuration'],
    ['a tRPC call', '/trpc/account.configuration'],
  ])('%s gets an ETag, and 304 without a body when the client has it', async (_, path) => {
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('no-cache');
    const again = await rawGet(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-request-id']).toBeDefined();
    expect((await rawGet(path, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('compresses every JSON answer of 1 KB and more as the client accepts (brotli, else gzip), the same bytes once decoded', async () => {
    const plain = await rawGet(OPENAPI);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const gzipped = await rawGet(OPENAPI, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    const brotli = await rawGet(OPENAPI, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    // A small answer goes as it is.
    const small = await rawGet('/api/status', { 'accept-encoding': 'gzip, br' });
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
