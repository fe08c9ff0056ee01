import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './helpers/server.js';

const { baseUrl, databaseUrl } = e2eServer();
const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET as a phone's browser sends it, with the encodings it accepts; the body as it came over the wire. */
const get = (pathname: string, acceptEncoding: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const decoded = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body;

let sheetId: string;
let teamId: string;
beforeAll(async () => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string; team_id: string }>(
    `select s.id, s.team_id from talent_sheet s where s.deleted_at is null and not s.access_restricted and exists (select 1 from sheet_entry e where e.sheet_id = s.id) limit 1`,
  );
  await db.end();
  ({ id: sheetId, team_id: teamId } = rows[0]!);
});

describe('what goes over the wire is compressed', () => {
  it('sends every static file of 1 KB and more brotli- or gzip-compressed, as accepted, with long caching for hashed assets', async () => {
    const files = fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Dot folders are not served: the public build's manifest, read by the server, is in `.vite/`.
      .filter(
        (file) =>
          !path
            .relative(clientDir, file)
            .split(path.sep)
            .some((part) => part.startsWith('.')),
      )
      .filter((file) => fs.statSync(file).size >= 1024);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
      const original = fs.readFileSync(file);
      const br = await get(url, 'gzip, deflate, br');
      expect(br.status, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/Accept-Encoding/i);
      expect(decoded(br).equals(original), url).toBe(true);
      expect(br.body.length, url).toBeLessThan(original.length);
      if (url.startsWith('/assets/')) expect(br.headers['cache-control'], url).toMatch(/immutable/);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(decoded(gzip).equals(original), url).toBe(true);
      const plain = await get(url, 'identity');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body.equals(original), url).toBe(true);
    }
  });

  it('compresses JSON answers and pages of 1 KB and more, and a share link says noindex', async () => {
    for (const url of [
      '/api/openapi.json',
      `/api/public/talent-sheets/${sheetId}`,
      `/api/team/roster/${teamId}`,
      `/public/talent-sheet/${sheetId}`,
      '/signin',
    ]) {
      const answer = await get(url, 'br, gzip');
      expect(answer.status, url).toBe(200);
      expect(decoded(answer).length, url).toBeGreaterThanOrEqual(1024);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect((await get(url, 'gzip')).headers['content-encoding'], url).toBe('gzip');
    }
    const page = await get(`/public/talent-sheet/${sheetId}`, 'gzip');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(decoded(page).toString()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(decoded(page).toString()).toMatch(/<meta name="description" content="[^"]+"/);
    const robots = await get('/robots.txt', 'identity');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain('Disallow: /api/');
  });
});
