import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { STREAM_START } from '../../shared/live-stream';

/**
 * Takes each live subscription's start mark (shared/live-stream.ts) out of what it delivers: the
 * WebSocket client beneath has kept its id to resume from, and no screen has anything to do with it.
 */
export function streamStartLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (envelope) => {
            const tracked = envelope.result.type === 'data' ? (envelope.result.data as { data?: unknown } | undefined) : undefined;
            if (tracked?.data !== STREAM_START) observer.next(envelope);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        }),
      );
}
