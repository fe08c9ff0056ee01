/**
 * The first item of every live subscription: where the stream starts, sent as an event of its own
 * with this as its data. The WebSocket client keeps the id of the last event it got and resumes
 * after it, so a connection that drops before any real event still resumes from the right place.
 * The app's client takes it out before any screen sees it (client/lib/stream-start-link.ts).
 */
export const STREAM_START = 'stream-start';
