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
