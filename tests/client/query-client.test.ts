import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../client/lib/trpc.js';

/** A list read from the "server": the first read is answered late, with what it saw before the change. */
function slowFirstRead() {
  let stored = ['a@example.test'];
  let reads = 0;
  const queryFn = async () => {
    reads += 1;
    const seen = [...stored];
    if (reads === 1) await new Promise((resolve) => setTimeout(resolve, 100));
    return seen;
  };
  return { queryFn, change: () => (stored = [...stored, 'b@example.test']) };
}

describe('the SPA query client', () => {
  it('shows a change made while the list on screen was still loading for the first time', async () => {
    const server = slowFirstRead();
    const observer = new QueryObserver(queryClient, { queryKey: ['members-under-test'], queryFn: server.queryFn });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => result.data && seen.push(result.data));
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.change();
    await queryClient.invalidateQueries({ queryKey: ['members-under-test'] });
    await expect.poll(() => seen.at(-1)).toEqual(['a@example.test', 'b@example.test']);
    unsubscribe();
  });
});
