import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../client/lib/trpc.js';

/** A list read from the "server": the first read is answered only once released, with what it saw before the change. */
function slowFirstRead() {
  let stored = ['a@example.test'];
  let reads = 0;
  let firstStarted!: () => void;
  let releaseFirst!: () => void;
  const started = new Promise<void>((resolve) => (firstStarted = resolve));
  const released = new Promise<void>((resolve) => (releaseFirst = resolve));
  const queryFn = async () => {
    reads += 1;
    const seen = [...stored];
    if (reads === 1) {
      firstStarted();
      await released;
    }
    return seen;
  };
  return { queryFn, started, releaseFirst, change: () => (stored = [...stored, 'b@example.test']) };
}

describe('the SPA query client', () => {
  it('shows a change made while the list on screen was still loading for the first time', async () => {
    const server = slowFirstRead();
    const observer = new QueryObserver(queryClient, { queryKey: ['members-under-test'], queryFn: server.queryFn });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => result.data && seen.push(result.data));
    await server.started;
    server.change();
    const invalidated = queryClient.invalidateQueries({ queryKey: ['members-under-test'] });
    server.releaseFirst();
    await invalidated;
    await expect.poll(() => seen.at(-1)).toEqual(['a@example.test', 'b@example.test']);
    unsubscribe();
  });
});
