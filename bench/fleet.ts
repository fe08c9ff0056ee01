/**
 * npm run bench:fleet [-- --instances 3 --conversations 300 --per-conversation 10 --rate 300 --seconds 60 --kill-at 30]
 * — the product as a fleet: three server processes on one PostgreSQL with events over NATS
 * JetStream (a nats-server of its own), behind HAProxy (bench/fleet/haproxy.cfg: round-robin,
 * WebSockets balanced without sticky sessions). 3,000 members sign in and subscribe to
 * messaging.live through the balancer; 300 messages a second go through `messaging.reply`; at 30 s
 * one instance is killed (SIGKILL). Its members reconnect through the balancer to the others and
 * catch up by the last event id. Reports delivery latency outside the 5 s after the kill, and lost
 * and duplicated deliveries at every member over the whole run.
 * BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the instances.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startHaproxy } from '../tests/helpers/haproxy.js';
import { startNatsServer } from '../tests/helpers/nats-server.js';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.js';
import { wsTrpcClient } from '../tests/helpers/ws-client.js';
import { percentile } from './autosave-report.js';
import { inBatches } from './in-batches.js';
import { seedConversations } from '../tests/helpers/conversation-seed.js';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    conversations: { type: 'string', default: '300' },
    'per-conversation': { type: 'string', default: '10' },
    rate: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '60' },
    'kill-at': { type: 'string', default: '30' },
  },
});
const [instances, conversations, perConversation, rate, seconds, killAt] = ['instances', 'conversations', 'per-conversation', 'rate', 'seconds', 'kill-at'].map(
  (k) => Number(values[k as keyof typeof values]),
);
const TARGET = { p95: 50 };
/** Deliveries of messages sent this long after the kill are left out of the latency target. */
const AFTER_KILL_MS = 5000;
const GRACE_MS = 10_000;

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const nats = await startNatsServer();
  // The first instance owns the embedded PostgreSQL (or all use DATABASE_URL); the last one is killed.
  const nodeOptions = { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' };
  const first = await startServerProcess({
    ...nodeOptions,
    BUS_URL: nats.url,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const servers: ServerProcess[] = [first];
  for (let i = 1; i < instances; i++) servers.push(await startServerProcess({ ...nodeOptions, DATABASE_URL: first.databaseUrl, BUS_URL: nats.url }));
  const sockets: { close: () => void }[] = [];
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    balancer = await startHaproxy(servers);
    const front = balancer.baseUrl;
    const groups = await seedConversations(first.databaseUrl, conversations, perConversation);
    const members = groups.flatMap((g) => g.members.map((m) => ({ ...m, conversationId: g.conversationId })));
    const membersOf = new Map(groups.map((g) => [g.conversationId, g.members.map((m) => m.id)]));
    console.log(`${servers.length} instances behind HAProxy, events over NATS; ${members.length} members in ${groups.length} conversations; signing in`);

    /** Per member, the message ids heard (a second hearing is a duplicate). */
    const heard = new Map<number, Set<number>>();
    const latencies: { sentAt: number; ms: number }[] = [];
    let duplicates = 0;
    /** When each member's stream (re)started: the killed instance's members start theirs again on another. */
    const restarts: number[] = [];
    const clients = await inBatches(members, 16, async (member) => {
      const api = new ApiClient(front);
      if ((await api.signIn(member.email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
      const ws = wsTrpcClient(front, api.cookieHeader);
      sockets.push({ close: ws.close });
      const mine = new Set<number>();
      heard.set(member.id, mine);
      await new Promise<void>((resolve) => {
        ws.client.messaging.live.subscribe(undefined, {
          onStarted: () => (restarts.push(Date.now()), resolve()),
          onData: ({ data }) => {
            if (data.type !== 'message') return;
            if (mine.has(data.message.id)) return void duplicates++;
            mine.add(data.message.id);
            const sentAt = Number(data.message.body);
            latencies.push({ sentAt, ms: Date.now() - sentAt });
          },
        });
      });
      return { member, ws };
    });
    console.log(`${clients.length} subscribed; sending ${rate} messages/s for ${seconds} s; killing instance ${servers.length} at ${killAt} s`);

    const acked: { id: number; conversationId: number }[] = [];
    let issued = 0;
    let failed = 0;
    const failures = new Map<string, number>();
    const started = Date.now();
    let killedAt = Infinity;
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * rate) - issued;
      for (let i = 0; i < due; i++) {
        issued++;
        const sender = clients[Math.floor(Math.random() * clients.length)]!;
        sender.ws.client.messaging.reply.mutate({ conversation_id: sender.member.conversationId, content: String(Date.now()) }).then(
          (answer) => acked.push({ id: answer.message.id, conversationId: sender.member.conversationId }),
          (error: Error) => {
            failed++;
            failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
          },
        );
      }
    }, 5);
    const killer = setTimeout(() => {
      killedAt = Date.now();
      process.kill(-servers.at(-1)!.pid, 'SIGKILL');
      console.log(`killed instance ${servers.length} at ${((killedAt - started) / 1000).toFixed(1)} s`);
    }, killAt * 1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    clearInterval(timer);
    clearTimeout(killer);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));

    let lost = 0;
    for (const message of acked) for (const memberId of membersOf.get(message.conversationId)!) if (!heard.get(memberId)!.has(message.id)) lost++;
    const counted = latencies
      .filter(({ sentAt }) => sentAt < killedAt || sentAt > killedAt + AFTER_KILL_MS)
      .map(({ ms }) => ms)
      .sort((a, b) => a - b);
    const aroundKill = latencies
      .filter(({ sentAt }) => sentAt >= killedAt && sentAt <= killedAt + AFTER_KILL_MS)
      .map(({ ms }) => ms)
      .sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(counted, p));
    console.log(`\nFleet: ${servers.length} instances, HAProxy, NATS JetStream`);
    console.log(
      `  messages answered ${acked.length} (${(acked.length / seconds).toFixed(0)}/s), failed ${failed} (their senders got an error, so nobody is owed them)`,
    );
    for (const [reason, count] of failures) console.log(`    ${count} failed: ${reason}`);
    console.log(`  deliveries ${latencies.length}; of the answered messages, lost ${lost}, duplicated ${duplicates}`);
    console.log(
      `  send -> receipt outside the ${AFTER_KILL_MS / 1000} s after the kill: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    if (aroundKill.length)
      console.log(
        `  sent in the ${AFTER_KILL_MS / 1000} s after the kill: p50 ${percentile(aroundKill, 50).toFixed(0)} ms, p95 ${percentile(aroundKill, 95).toFixed(0)} ms, max ${aroundKill.at(-1)} ms`,
      );
    const resumed = restarts
      .filter((at) => at >= killedAt)
      .map((at) => at - killedAt)
      .sort((a, b) => a - b);
    if (resumed.length)
      console.log(
        `  ${resumed.length} streams resumed after the kill: p50 ${percentile(resumed, 50)} ms, p95 ${percentile(resumed, 95)} ms, last ${resumed.at(-1)} ms after it`,
      );
    for (let from = 0; from < seconds; from += 5) {
      const window = latencies
        .filter(({ sentAt }) => sentAt >= started + from * 1000 && sentAt < started + (from + 5) * 1000)
        .map(({ ms }) => ms)
        .sort((a, b) => a - b);
      if (window.length)
        console.log(`    sent in ${from}-${from + 5} s: p50 ${percentile(window, 50)} ms, p95 ${percentile(window, 95)} ms, p99 ${percentile(window, 99)} ms`);
    }
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const met = p95 <= TARGET.p95 && lost === 0 && duplicates === 0;
    console.log(`  targets p95 <= ${TARGET.p95} ms outside the kill, 0 lost, 0 duplicated: ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    sockets.forEach((s) => s.close());
    await balancer?.stop();
    for (const server of servers.reverse()) await server.stop();
    await nats.stop();
  }
}

await main();
