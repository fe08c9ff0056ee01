import type { Page } from 'playwright-core';

/**
 * Settles when the page's tRPC subscription `path` (e.g. 'teamNotifications.live') is answered
 * "started" over its WebSocket: the server listens from then on. Call it before the page opens.
 */
export function subscriptionStarted(page: Page, path: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      const ids = new Set<unknown>();
      socket.on('framesent', ({ payload }) => {
        for (const message of parseFrames(payload)) if (message.params?.path === path) ids.add(message.id);
      });
      socket.on('framereceived', ({ payload }) => {
        for (const message of parseFrames(payload)) if (ids.has(message.id) && message.result?.type === 'started') resolve();
      });
    });
  });
}

type Frame = { id?: unknown; params?: { path?: string }; result?: { type?: string } };

/** A frame holds one JSON-RPC message or a batch of them. */
function parseFrames(payload: string | Buffer): Frame[] {
  try {
    const parsed: unknown = JSON.parse(payload.toString());
    return (Array.isArray(parsed) ? parsed : [parsed]) as Frame[];
  } catch {
    return [];
  }
}
