import { parentPort, workerData } from 'node:worker_threads';
import type { ClientLoad } from './http-clients.js';

/**
 * The clients of runClients (http-clients.ts): each calls one after another until its rounds or the
 * time are done. Each first makes one untimed call, as a browser that has the page open already has:
 * it opens the client's kept-alive connection and loads this thread's fetch, which a new thread
 * does on its first call (tens of ms that are neither the server's nor the call's).
 */
const { baseUrl, cookies, paths, rounds = Infinity, seconds = Infinity } = workerData as ClientLoad;
const took: number[] = [];
await Promise.all(cookies.map(async (cookie, c) => (await fetch(baseUrl + paths[c % paths.length], { headers: { cookie } })).arrayBuffer()));
const until = performance.now() + seconds * 1000;
await Promise.all(
  cookies.map(async (cookie, c) => {
    for (let r = 0; r < rounds && performance.now() < until; r++) {
      const target = paths[(c + r) % paths.length];
      const started = performance.now();
      const answer = await fetch(baseUrl + target, { headers: { cookie } });
      await answer.arrayBuffer();
      took.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${target}: HTTP ${answer.status}`);
    }
  }),
);
parentPort!.postMessage(took);
