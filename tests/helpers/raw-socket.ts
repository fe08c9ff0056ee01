import WebSocket from 'ws';
import { WS_PATH } from '../../server/trpc/ws.js';
import { STREAM_START } from '../../shared/live-stream.js';

/** A message the server sent, as tRPC's WebSocket protocol writes it, with when it arrived. */
export interface WireMessage {
  id: number | null;
  at: number;
  result?: { type: 'started' | 'data' | 'stopped'; data?: unknown };
  error?: { message: string; data?: { code?: string } };
}

/**
 * A WebSocket speaking tRPC's wire protocol by hand, as a hostile client would: it never
 * reconnects and ignores reconnect requests; it records every message the server sends and when,
 * and how the server closed it.
 */
export async function rawSocket(baseUrl: string, headers: Record<string, string>) {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + WS_PATH, { headers: { origin: baseUrl, ...headers } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const messages: WireMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    const text = raw.toString();
    if (text === 'PING' || text === 'PONG') return;
    messages.push({ ...(JSON.parse(text) as Omit<WireMessage, 'at'>), at: Date.now() });
    for (const wake of waiters) wake();
  });
  let closedAt: number | null = null;
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    socket.once('close', (code, reason) => {
      closedAt = Date.now();
      resolve({ code, reason: reason.toString(), at: closedAt });
      for (const wake of waiters) wake();
    }),
  );
  let nextId = 1;

  /** The first message for `id` that `test` accepts, or null once the socket closed without one. */
  const waitFor = (id: number, test: (m: WireMessage) => boolean) =>
    new Promise<WireMessage | null>((resolve) => {
      const check = () => {
        const found = messages.find((m) => m.id === id && test(m));
        if (!found && closedAt === null) return;
        waiters.delete(check);
        resolve(found ?? null);
      };
      waiters.add(check);
      check();
    });

  const send = (method: 'query' | 'mutation' | 'subscription', path: string, input: unknown) => {
    const id = nextId++;
    socket.send(JSON.stringify({ id, method, params: { path, input } }));
    return id;
  };

  return {
    messages,
    closed,
    isOpen: () => closedAt === null,
    /** Starts a subscription; answers its id once the server said it started, or throws its error. */
    async subscribe(path: string, input?: unknown) {
      const id = send('subscription', path, input);
      const answer = await waitFor(id, (m) => m.result?.type === 'started' || Boolean(m.error));
      if (answer?.result?.type !== 'started') throw new Error(`${path} did not start: ${JSON.stringify(answer?.error ?? 'socket closed')}`);
      return id;
    },
    /** A query or mutation: its data, or its error code ('CLOSED' when the socket closed first). */
    async call(method: 'query' | 'mutation', path: string, input?: unknown): Promise<{ data?: unknown; code?: string }> {
      const id = send(method, path, input);
      const answer = await waitFor(id, (m) => Boolean(m.result ?? m.error));
      if (!answer) return { code: 'CLOSED' };
      return answer.error ? { code: answer.error.data?.code } : { data: answer.result?.data };
    },
    /** The data messages a subscription has received, its start mark aside (shared/live-stream.ts). */
    dataOf: (id: number) =>
      messages.filter((m) => m.id === id && m.result?.type === 'data' && (m.result.data as { data?: unknown } | undefined)?.data !== STREAM_START),
    /** Whether the server ended the subscription (stopped or an error). */
    ended: (id: number) => messages.some((m) => m.id === id && (m.result?.type === 'stopped' || Boolean(m.error))),
    close: () => socket.terminate(),
  };
}
