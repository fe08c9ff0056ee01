import { parentPort, workerData } from 'node:worker_threads';
import type { ClientLoad } from './http-clients.js';

/** The clients of runClients (http-clients.ts): each calls one after another until its rounds or the time are done. */
const { baseUrl, cookies, paths, rounds = Infinity, seconds = Infinity } = workerData as ClientLoad;
const until = performance.now() + seconds * 1000;
const took: number[] = [];
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
