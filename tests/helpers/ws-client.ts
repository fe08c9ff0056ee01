import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { streamStartLink } from '../../client/lib/stream-start-link.js';
import type { AppRouter } from '../../server/router.js';
import { WS_PATH } from '../../server/trpc/ws.js';
import { liveRetryDelayMs } from '../../shared/service-texts.js';

/** A tRPC client over WebSocket that presents a session cookie and reconnects, as a signed-in browser tab would. */
export function wsTrpcClient(baseUrl: string, cookie: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin: baseUrl } });
    }
  }
  const wsClient = createWSClient({ url: baseUrl.replace(/^http/, 'ws') + WS_PATH, WebSocket: CookieWebSocket as never, retryDelayMs: liveRetryDelayMs });
  const client = createTRPCClient<AppRouter>({ links: [streamStartLink(), wsLink({ client: wsClient })] });
  return { client, close: () => wsClient.close() };
}
