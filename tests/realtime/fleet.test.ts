import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { seedConversations } from '../helpers/conversation-seed.js';
import { createTestDatabase } from '../helpers/database.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { startHaproxy } from '../helpers/haproxy.js';
import { startNatsServer } from '../helpers/nats-server.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

const METRICS_TOKEN = 'fleet-test-metrics-token-0001';
const MEMBERS = 6;

/** The WebSockets open on one instance, from its own /metrics. */
async function socketsOn(server: ServerProcess) {
  const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^pitchroom_websocket_connections (\d+)$/m.exec(text)?.[1]);
}

/** The product as a fleet (bench:fleet's shape, small): instances on one database, events over NATS, behind HAProxy without sticky sessions. */
describe('three instances behind HAProxy, events over NATS', () => {
  let servers: ServerProcess[] = [];
  let databaseUrl: string;
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  let nats: Awaited<ReturnType<typeof startNatsServer>> | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;
  const sockets: { close: () => void }[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    databaseUrl = database.url;
    closeDatabase = () => database.orm.close();
    nats = await startNatsServer();
    const env = { DATABASE_URL: databaseUrl, BUS_URL: nats.url, METRICS_TOKEN };
    servers = await Promise.all([1, 2, 3].map(() => startServerProcess(env)));
    balancer = await startHaproxy(servers);
  }, 180_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await nats?.stop();
    await closeDatabase?.();
  });

  // Its timeout is longer than the waits inside it (20 s a send, 30 s for the deliveries), so they report where it stopped under the suite's load.
  it('moves the members of an instance that dies to the others, where each hears every message once and in order, those sent while it was down too', async () => {
    const [group] = await seedConversations(databaseUrl, 1, MEMBERS);
    const front = balancer!.baseUrl;
    const members = await Promise.all(
      group!.members.map(async (member) => {
        const api = new ApiClient(front);
        expect((await api.signIn(member.email, TEST_PASSWORD)).status).toBe(200);
        const ws = wsTrpcClient(front, api.cookieHeader);
        sockets.push(ws);
        const heard: number[] = [];
        const errors: string[] = [];
        let starts = 0;
        await new Promise<void>((resolve, reject) => {
          ws.client.messaging.live.subscribe(undefined, {
            onStarted: () => (starts++, resolve()),
            onData: ({ data }) => void (data.type === 'message' && heard.push(data.message.id)),
            onError: (error) => (errors.push(error.message), reject(error)),
          });
        });
        return { api, heard, errors, starts: () => starts };
      }),
    );
    const open = await Promise.all(servers.map(socketsOn));
    expect(open.reduce((a, b) => a + b)).toBe(MEMBERS);
    const victim = open.indexOf(Math.max(...open));

    const sent: number[] = [];
    // As the app sends: with a client id, again until answered (a send in flight to the instance that died gets no answer; its repeat is stored once).
    const send = async (content: string) => {
      const message = { conversation_id: group!.conversationId, content, client_id: `fleet-${sent.length}` };
      const answer = await vi.waitFor(
        async () => {
          const answer = await members[0]!.api.post('/api/conversations/reply', message);
          expect(answer.status).toBe(200);
          return answer;
        },
        { timeout: 20_000, interval: 100 },
      );
      sent.push(answer.json.message.id);
    };
    await send('before the kill');
    process.kill(-servers[victim]!.pid, 'SIGKILL');
    for (const content of ['right after the kill', 'while they reconnect', 'and once more']) await send(content);

    // What each member heard, and why its stream ended if it did: a failure says where it stopped.
    const state = () => members.map((m) => ({ heard: m.heard.length, errors: m.errors }));
    await expect.poll(state, { timeout: 30_000 }).toEqual(members.map(() => ({ heard: sent.length, errors: [] })));
    for (const member of members) expect(member.heard).toEqual(sent);
    // The killed instance's members started their streams again elsewhere; the others kept theirs.
    expect(members.filter((m) => m.starts() > 1)).toHaveLength(open[victim]!);
    const survivors = servers.filter((_, i) => i !== victim);
    expect((await Promise.all(survivors.map(socketsOn))).reduce((a, b) => a + b)).toBe(MEMBERS);
  }, 120_000);
});
