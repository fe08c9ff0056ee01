import { tracked, type TrackedEnvelope } from '@trpc/server';
import { STREAM_START } from '../../shared/live-stream.js';
import type { AppEvent, EventBus } from '../events/bus.js';

/**
 * A live subscription over one scope of the bus: what `toData` makes of each event (undefined: not
 * for this stream), tracked by the event's id so a client that reconnects resumes after the last
 * one it got. It first sends where it starts (STREAM_START), once it listens (`onListening`).
 */
export async function* liveEvents<T>(
  bus: EventBus,
  scope: string,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
  toData: (event: AppEvent) => T | undefined | Promise<T | undefined>,
  onListening?: () => void,
): AsyncGenerator<TrackedEnvelope<T>> {
  for await (const event of bus.stream(scope, lastEventId ? Number(lastEventId) : undefined, signal)) {
    if (event.type === 'stream.start') {
      onListening?.();
      // Typed as the stream's data: the client's link drops it before any handler sees it.
      yield tracked(String(event.id), STREAM_START as T);
      continue;
    }
    const data = await toData(event);
    if (data !== undefined) yield tracked(String(event.id), data);
  }
}
