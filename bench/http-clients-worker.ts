import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { ClientLoad, QueuedCalls } from './http-clients.js';

/**
 * The clients of runClients (http-clients.ts): each calls one after another on its own kept-alive
 * connection until its rounds or the time are done. Plain `node:http`, not `fetch`: on this 2-core
 * machine the clients share the cores with the server, and fetch's streams cost the clients about
 * as much as a small answer costs the server. Each first makes one untimed call, as a browser that
 * has the page open already has: it opens the client's connection.
 */
const { baseUrl, cookies, paths, rounds = Infinity, seconds = Infinity, queue = false, opening } = workerData as ClientLoad;
const { hostname, port } = new URL(baseUrl);

function get(agent: http.Agent, path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ agent, hostname, port, path, headers: { cookie } }, (answer) => {
        answer.on('data', () => {});
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}

const agents = cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
await Promise.all(cookies.map((cookie, c) => get(agents[c], opening ?? paths[c % paths.length], cookie)));
parentPort!.postMessage(queue ? await queued() : await rounded());
for (const agent of agents) agent.destroy();

async function queued(): Promise<QueuedCalls> {
  const calls: QueuedCalls['calls'] = new Array(paths.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, c) => {
      for (let i = next++; i < paths.length; i = next++) {
        const callStarted = performance.now();
        const status = await get(agents[c], paths[i], cookie);
        calls[i] = { ms: performance.now() - callStarted, status };
      }
    }),
  );
  return { calls, seconds: (performance.now() - started) / 1000 };
}

async function rounded() {
  const took: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, c) => {
      for (let r = 0; r < rounds && performance.now() < until; r++) {
        const target = paths[(c + r) % paths.length];
        const started = performance.now();
        const status = await get(agents[c], target, cookie);
        took.push(performance.now() - started);
        if (status !== 200) throw new Error(`${target}: HTTP ${status}`);
      }
    }),
  );
  return took;
}
