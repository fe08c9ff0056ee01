import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

export interface ClientLoad {
  baseUrl: string;
  /** One signed-in client per cookie header. */
  cookies: string[];
  /** Each client calls these round-robin (client c starts at path c). */
  paths: string[];
  /** Calls per client; or, with `seconds`, as many as fit. */
  rounds?: number;
  seconds?: number;
}

/**
 * Concurrent clients in a thread of their own, as real clients on other machines would be: the
 * server's thread spends nothing on them. Answers every call's latency in ms, sorted.
 */
export async function runClients(load: ClientLoad): Promise<number[]> {
  const worker = new Worker(new URL('./http-clients-worker.ts', import.meta.url), { workerData: load, execArgv: ['--import', 'tsx'] });
  try {
    const took = await new Promise<number[]>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    return took.sort((a, b) => a - b);
  } finally {
    await worker.terminate();
  }
}

/**
 * A bare `node:http` server in this thread answering `body` to every call (no framework, session or
 * database): run the same clients against it to see what this machine and these clients give any
 * server for an answer of that size.
 */
export async function constantAnswerServer(body: Buffer) {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
