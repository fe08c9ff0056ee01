import type { IncomingMessage, Server } from 'node:http';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { readSessionToken } from '../auth/cookies.js';
import { hashSessionToken } from '../auth/session-adapter.js';
import { scopes } from '../events/bus.js';
import { isAllowedOrigin } from '../http/guards.js';
import { contextFactory } from './context.js';
import type { Services } from './init.js';
import { appRouter } from './router.js';

export const WS_PATH = '/trpc-ws';

/** tRPC subscriptions over WebSocket, on the HTTP server's port, authenticated by the session cookie. */
export function attachWebSockets(server: Server, services: Services) {
  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) => !origin || isAllowedOrigin(origin, req, services.config),
  });
  const createContext = contextFactory(services);
  const handler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext: ({ req }) => createContext({ req }),
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
  });

  // A socket of a session that ends (signed out anywhere) is closed.
  wss.on('connection', (socket: WebSocket, req) => {
    const token = readSessionToken(req.headers.cookie);
    if (!token) return;
    const hash = hashSessionToken(token);
    void services.auth.validateSession(token).then(({ session }) => {
      if (!session || socket.readyState !== socket.OPEN) return;
      const unsubscribe = services.bus.subscribe(scopes.user(session.userId), (event) => {
        if (event.type === 'session.revoked' && event.payload.sessionId === hash) setTimeout(() => socket.close(4401, 'signed out'), 250);
        // The account's state changed: the tab has been told (account.changed); its streams start again under the new state.
        if (event.type === 'account.changed' && event.payload.closeSockets) setTimeout(() => socket.close(4409, 'account changed'), 250);
      });
      socket.once('close', unsubscribe);
    });
  });

  return {
    /** Tells every client to reconnect (to another instance) before the server goes away. */
    close: async () => {
      handler.broadcastReconnectNotification();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
