import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_PATH } from '../../server/trpc/ws.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('WebSocket access', () => {
  it('refuses an upgrade from a foreign Origin', async () => {
    const socket = new WebSocket(app.baseUrl.replace(/^http/, 'ws') + WS_PATH, { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(undefined));
    });
    socket.terminate();
    expect(status).toBe(401);
  });

  it('refuses a subscription without a session', async () => {
    const { client, close } = wsTrpcClient(app.baseUrl, '');
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      client.account.sessionEvents.subscribe(undefined, { onError: (e) => resolve(e as never) });
    });
    close();
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});
