import type { AppEvent, StreamStart } from '../../server/events/bus.js';

/** A bus stream's events, without the mark of where it starts. */
export async function* withoutStart(stream: AsyncIterable<AppEvent | StreamStart>): AsyncGenerator<AppEvent> {
  for await (const event of stream) if (event.type !== 'stream.start') yield event;
}
