import type { Unsubscribable } from '@trpc/server/observable';

interface Handlers<T> {
  onStarted: () => void;
  onData: (data: T) => void;
  onError: (error: unknown) => void;
}

/**
 * Collects what a tRPC subscription hears. `started` settles when the server answers that the
 * subscription started: its checks have run and its event stream listens (the generators of this
 * project subscribe to the bus on their first step, before the server answers), so an event
 * published after it is heard.
 */
export function collect<T>(subscribe: (handlers: Handlers<T>) => Unsubscribable) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const subscription = subscribe({ onStarted: () => markStarted(), onData: (data) => events.push(data), onError: (e) => errors.push(e) });
  return { events, errors, started, stop: () => subscription.unsubscribe() };
}
