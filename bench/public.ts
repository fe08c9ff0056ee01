/**
 * npm run bench:public — the public pages' budget, measured on this machine:
 *  1. JavaScript (gzip) a brand downloads to open a sheet's roster view, and that all of it is the public entry's (none of the signed-in app's);
 *  2. LCP of the roster view on loopback in headless Chromium (median of 5 fresh visits);
 *  3. GET /api/public/talent-sheets/{id} p95 at 50 concurrent requests after 3 s of untimed warm-up, and the 304 path with If-None-Match.
 * It starts the built app (like the e2e setup) on a fresh embedded PostgreSQL with its own data.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_LIMIT } from '../shared/public-constants.js';
import { launchBrowser } from '../e2e/helpers/browser.js';
import { freePort } from '../tests/helpers/free-port.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { seedPublicPages, startMediaServer } from './public-seed.js';

const TARGET = { jsGzipKb: 200, lcpMs: 1000, p95Ms: 30 } as const;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = 2000;
const WARMUP_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Build first: npm run build');
  const mediaPort = await freePort();
  const server = await startServerProcess();
  const { baseUrl } = server;
  const media = await startMediaServer(mediaPort);
  try {
    const { sheetId } = await seedPublicPages(server.databaseUrl, (_, i) => `http://127.0.0.1:${mediaPort}/portrait-${i}.jpg`);
    const pageUrl = `${baseUrl}/public/talent-sheet/roster-view/${sheetId}`;
    if (process.env.BENCH_ONLY === 'api') {
      console.log(await measureApi(`${baseUrl}/api/public/talent-sheets/${sheetId}?page=1&limit=${PUBLIC_LIMIT.sheetRosterPage}`));
      return;
    }
    const js = await measureJavaScript(pageUrl);
    const lcp = await measureLcp(pageUrl);
    const api = await measureApi(`${baseUrl}/api/public/talent-sheets/${sheetId}?page=1&limit=${PUBLIC_LIMIT.sheetRosterPage}`);
    report(js, lcp, api);
  } finally {
    media.close();
    await server.stop();
  }
}

/** Every script the page loads, gzip-compressed, and whether any is a signed-in route's chunk. */
async function measureJavaScript(pageUrl: string) {
  const publicFiles = publicBuildFiles();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.locator('[data-creator-name]').first().waitFor();
    const files = [...scripts].map(([name, body]) => ({ name: path.basename(name), gzip: gzipSync(body, { level: 9 }).length }));
    const signedIn = files.filter((f) => !publicFiles.has(f.name));
    return { totalKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024, files, signedIn };
  } finally {
    await browser.close();
  }
}

/** The scripts the public entry (public.html) can ever load: its own, and every file they import, statically or not. */
function publicBuildFiles() {
  const assets = path.join(root, 'dist/client/assets');
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !fs.existsSync(path.join(assets, file))) return;
    found.add(file);
    for (const [, imported] of fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(imported!);
  };
  for (const [, entry] of fs.readFileSync(path.join(root, 'dist/client/public.html'), 'utf8').matchAll(/src="\/assets\/([\w.-]+\.js)"/g)) visit(entry!);
  return found;
}

async function measureLcp(pageUrl: string) {
  const browser = await launchBrowser();
  const runs: number[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(pageUrl, { waitUntil: 'load' });
      await page.locator('[data-creator-name]').first().waitFor();
      await page.waitForTimeout(500);
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (i > 0) runs.push(lcp); // the first visit warms the server, as a real server would be
      await context.close();
    }
  } finally {
    await browser.close();
  }
  runs.sort((a, b) => a - b);
  return { medianMs: runs[Math.floor(runs.length / 2)]!, maxMs: runs[runs.length - 1]! };
}

/**
 * The load generator shares the machine's two cores with the server, so it is a wrk-style loop:
 * one keep-alive socket per worker, a fixed request written as bytes, and only the status line
 * and Content-Length read back. Far cheaper than fetch, so the figures are the server's.
 */
function openConnection(url: string, headers: Record<string, string>) {
  const target = new URL(url);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${extra}\r\n`);
  const socket = net.connect(Number(target.port), target.hostname);
  socket.setNoDelay(true);
  let buffered = Buffer.alloc(0);
  let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    if (/\r\ntransfer-encoding:/i.test(head)) return waiting.reject(new Error('Chunked answers are not expected here'));
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < headEnd + 4 + length) return;
    buffered = buffered.subarray(headEnd + 4 + length);
    const done = waiting;
    waiting = undefined;
    done.resolve(Number(head.slice(9, 12)));
  });
  socket.on('error', (error) => waiting?.reject(error));
  return {
    get: () =>
      new Promise<number>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}

async function measureApi(url: string) {
  const first = await fetch(url);
  const etag = first.headers.get('etag');
  const bytes = (await first.arrayBuffer()).byteLength;
  const run = async (headers: Record<string, string>) => {
    const latencies: number[] = [];
    const statuses = new Set<number>();
    let next = 0;
    const connections = Array.from({ length: CONCURRENCY }, () => openConnection(url, headers));
    const worker = async (connection: ReturnType<typeof openConnection>) => {
      while (next < REQUESTS) {
        next++;
        const start = performance.now();
        const status = await connection.get();
        latencies.push(performance.now() - start);
        statuses.add(status);
      }
    };
    // Untimed, for WARMUP_MS: a server that has just started is still compiling its hot paths (as bench:floor).
    for (const started = performance.now(); performance.now() - started < WARMUP_MS; next = 0) await Promise.all(connections.map(worker));
    latencies.length = 0;
    next = 0;
    await Promise.all(connections.map(worker));
    for (const connection of connections) connection.close();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return { p50: at(0.5), p95: at(0.95), statuses: [...statuses] };
  };
  // As a browser asks: every browser accepts gzip.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  return { etag, bytes, full: await run(browser), notModified: etag ? await run({ ...browser, 'if-none-match': etag }) : null };
}

function report(js: Awaited<ReturnType<typeof measureJavaScript>>, lcp: Awaited<ReturnType<typeof measureLcp>>, api: Awaited<ReturnType<typeof measureApi>>) {
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nPublic pages benchmark (roster view of a 60-creator sheet, 390x844, loopback)\n');
  console.log(`JavaScript loaded (gzip): ${js.totalKb.toFixed(1)} KB  [target <= ${TARGET.jsGzipKb} KB] ${mark(js.totalKb <= TARGET.jsGzipKb)}`);
  for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.name}`);
  console.log(`Files outside the public entry's: ${js.signedIn.length ? js.signedIn.map((f) => f.name).join(', ') : 'none'} ${mark(js.signedIn.length === 0)}`);
  console.log(
    `LCP: median ${lcp.medianMs.toFixed(0)} ms, max ${lcp.maxMs.toFixed(0)} ms  [target <= ${TARGET.lcpMs} ms] ${mark(lcp.medianMs <= TARGET.lcpMs)}`,
  );
  console.log(
    `GET /api/public/talent-sheets/{id} (${(api.bytes / 1024).toFixed(1)} KB) at ${CONCURRENCY} concurrent, ${REQUESTS} requests: p50 ${api.full.p50.toFixed(1)} ms, p95 ${api.full.p95.toFixed(1)} ms  [target <= ${TARGET.p95Ms} ms] ${mark(api.full.p95 <= TARGET.p95Ms)}`,
  );
  if (api.notModified)
    console.log(
      `  with If-None-Match (ETag ${api.etag}): statuses ${api.notModified.statuses.join(',')}, p50 ${api.notModified.p50.toFixed(1)} ms, p95 ${api.notModified.p95.toFixed(1)} ms ${mark(api.notModified.statuses.join() === '304')}`,
    );
  else console.log('  no ETag on the answer FAIL');
}

await main();
