import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { SyntheticSocialDataProvider } from '../providers/social-data/synthetic-provider.js';
import { encodeCreator, generatePlanned, type EncodedCreator, type PlannedCreator } from './directory-loader.js';

type Job = { id: number; seed: string; now: string; plan: PlannedCreator[]; withPosts: boolean };

/**
 * Generating and encoding creators runs in a worker thread, so it overlaps with PostgreSQL
 * ingesting the previous chunk (the two together are what a 2-core machine can do at once).
 */
export function startEncoderWorker() {
  // tsx's loader, so the worker can load this TypeScript file like the main thread did.
  const worker = new Worker(new URL(import.meta.url), { execArgv: ['--import', 'tsx'] });
  const waiting = new Map<number, { resolve: (value: EncodedCreator[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', ({ id, encoded }: { id: number; encoded: EncodedCreator[] }) => {
    waiting.get(id)?.resolve(encoded);
    waiting.delete(id);
  });
  worker.on('error', (error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  });
  return {
    encode(seed: string, now: Date, plan: PlannedCreator[], withPosts: boolean) {
      const id = nextId++;
      return new Promise<EncodedCreator[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, seed, now: now.toISOString(), plan, withPosts } satisfies Job);
      });
    },
    stop: () => worker.terminate(),
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (job: Job) => {
    const now = new Date(job.now);
    const provider = new SyntheticSocialDataProvider(job.seed);
    const encoded = generatePlanned(provider, job.plan).map((c) => encodeCreator(provider, c, now, job.withPosts));
    port.postMessage({ id: job.id, encoded });
  });
}
