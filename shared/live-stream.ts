/**
 * The first item of every live subscription: where the stream starts, sent as an event of its own
 * with this as its data. The WebSocket client keeps the id of the last event it got and resumes
 * after it, so a connection that drops before any real event still resumes from the right place.
 * The app's client takes it out before any screen sees it (client/lib/stream-start-link.ts).
 */
export const STREAM_START = 'stream-start';

/**
 * Close codes of the live connection: its credential names nobody now (signed out, disabled,
 * expired: sign in again), or its rights changed (reconnect: every stream is authorized again).
 */
export const SOCKET_CLOSE = { ended: { code: 4401, reason: 'access ended' }, changed: { code: 4409, reason: 'access changed' } } as const;
