import { percentile } from './autosave-report.js';

/** Runs `call` `runs` times one after another, prints its p50 and p95 under `label`, and returns the p95. */
export async function timeCalls(label: string, runs: number, call: () => Promise<{ status: number }>) {
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { status } = await call();
    took.push(performance.now() - started);
    if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
  }
  took.sort((a, b) => a - b);
  const [p50, p95] = [50, 95].map((p) => percentile(took, p));
  console.log(`  ${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms`);
  return p95;
}
