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
  /** The untimed first call of each client (default: its first path). */
  opening?: string;
  /** Instead: the clients share `paths` as one queue, each path called once, and every call is answered in the paths' order. */
  queue?: boolean;
}

/** A queued run's calls, in the order of its paths, and how long the run took. */
export interface QueuedCalls {
  calls: { ms: number; status: number }[];
  seconds: number;
}

/**
 * Concurrent clients in a thread of their own, as real clients on other machines would be: the
 * server's thread spends nothing on them. Answers every call's latency in ms, sorted.
 */
export async function runClients(load: ClientLoad): Promise<number[]> {
  const took = await inWorker<number[]>({ ...load, queue: false });
  return took.sort((a, b) => a - b);
}

/** The same clients taking `paths` from one queue (`runClients` with `queue`): each path's call, in order. */
export const runQueue = (load: Omit<ClientLoad, 'queue' | 'rounds' | 'seconds'>) => inWorker<QueuedCalls>({ ...load, queue: true });

async function inWorker<T>(load: ClientLoad): Promise<T> {
  const worker = new Worker(new URL('./http-clients-worker.ts', import.meta.url), { workerData: load, execArgv: ['--import', 'tsx'] });
  try {
    return await new Promise<T>((resolve, reject) => worker.once('message', resolve).once('error', reject));
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
