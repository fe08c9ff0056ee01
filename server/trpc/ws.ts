import type { IncomingMessage, Server } from 'node:http';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { WebSocketServer } from 'ws';
import { isAllowedOrigin } from '../http/guards.js';
import { contextFactory } from './context.js';
import type { Services } from './init.js';
import type { AnyTRPCRouter } from '@trpc/server';

export const WS_PATH = '/trpc-ws';

/**
 * tRPC calls and subscriptions over WebSocket, on the HTTP server's port. The connection's
 * credential (session cookie or Bearer key) is resolved for each call like an HTTP request's, and
 * its authority followed for its streams (socket-authority.ts).
 */
export function attachWebSockets(server: Server, services: Services, router: AnyTRPCRouter) {
  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) => !origin || isAllowedOrigin(origin, req, services.config),
  });
  const createContext = contextFactory(services);
  const handler = applyWSSHandler({
    wss,
    router,
    createContext: ({ req, res }) => createContext({ req, socket: res }),
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
  });

  return {
    openCount: () => wss.clients.size,
    /** Tells every client to reconnect (to another instance) before the server goes away. */
    close: async () => {
      handler.broadcastReconnectNotification();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
