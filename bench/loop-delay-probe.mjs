// Preloaded into a server process by the benches (NODE_OPTIONS=--import): measures the process's
// event-loop delay and writes it to LOOP_DELAY_FILE every second; SIGUSR2 starts a new window.
// The histogram holds the intervals between samples, so the sampling interval is taken off.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import process from 'node:process';
import { setInterval } from 'node:timers';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
  const ms = (ns) => Number(Math.max(0, ns / 1e6 - resolutionMs).toFixed(1));
  setInterval(() => {
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    fs.writeFileSync(file, JSON.stringify(figures));
  }, 1000).unref();
}
