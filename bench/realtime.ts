/**
 * npm run bench:realtime [-- --conversations 100 --per-conversation 10 --rate 200 --seconds 60 --processes 1]
 * — live messaging on this machine: the real server (one process, or two on one database), 1,000
 * signed-in members over tRPC WebSockets in 100 conversations of 10, each subscribed to
 * messaging.live; 200 messages a second sent through the real `messaging.reply` call. Measures the
 * time from sending to receipt at every participant, deliveries per second, lost and duplicated
 * deliveries, and the servers' RSS; prints the machine's load average.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.js';
import { wsTrpcClient } from '../tests/helpers/ws-client.js';
import { percentile } from './autosave-report.js';
import { inBatches } from './in-batches.js';
import { seedConversations } from '../tests/helpers/conversation-seed.js';

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '100' },
    'per-conversation': { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '1' },
  },
});
const [conversations, perConversation, rate, seconds, processes] = ['conversations', 'per-conversation', 'rate', 'seconds', 'processes'].map((k) =>
  Number(values[k as keyof typeof values]),
);
const TARGET = { p95: 50, p99: 150 };
const GRACE_MS = 5000;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ` --cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}` : '';
  const probe = (i: number) => ({
    NODE_OPTIONS: `--import ${path.resolve('bench/loop-delay-probe.mjs')}${profile}`,
    LOOP_DELAY_FILE: path.join(os.tmpdir(), `pitchroom-loop-${process.pid}-${i}.json`),
  });
  const first = await startServerProcess(probe(0));
  const servers: ServerProcess[] = [first];
  for (let i = 1; i < processes; i++) servers.push(await startServerProcess({ DATABASE_URL: first.databaseUrl, ...probe(i) }));
  const sockets: { close: () => void }[] = [];
  try {
    console.log(`database: ${first.databaseUrl}`);
    const groups = await seedConversations(first.databaseUrl, conversations, perConversation);
    const members = groups.flatMap((g) =>
      g.members.map((m, i) => ({ ...m, conversationId: g.conversationId, server: servers[(i + g.conversationId) % servers.length] })),
    );
    console.log(`${servers.length} server process(es); ${members.length} members in ${groups.length} conversations; signing in`);

    const seen = new Set<string>();
    const latencies: number[] = [];
    /** Latencies by the 10-second window of the run they were sent in: where the slow ones come from. */
    const byWindow = new Map<number, number[]>();
    let started = 0;
    /** The slowest delivery of what was sent in each second: stalls show as seconds over the p99 target. */
    const slowestBySecond = new Map<number, number>();
    let duplicates = 0;
    const clients = await inBatches(members, 8, async (member) => {
      const api = new ApiClient(member.server.baseUrl);
      if ((await api.signIn(member.email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
      const ws = wsTrpcClient(member.server.baseUrl, api.cookieHeader);
      sockets.push({ close: ws.close });
      await new Promise<void>((resolve) => {
        ws.client.messaging.live.subscribe(undefined, {
          onStarted: () => resolve(),
          onData: ({ data }) => {
            if (data.type !== 'message') return;
            const key = `${data.message.id}:${member.id}`;
            if (seen.has(key)) return void duplicates++;
            seen.add(key);
            const sent = Number(data.message.body);
            latencies.push(Date.now() - sent);
            const window = Math.floor((sent - started) / 10_000);
            if (!byWindow.has(window)) byWindow.set(window, []);
            byWindow.get(window)!.push(Date.now() - sent);
            const second = Math.floor((sent - started) / 1000);
            slowestBySecond.set(second, Math.max(slowestBySecond.get(second) ?? 0, Date.now() - sent));
          },
        });
      });
      return { member, ws };
    });
    console.log(`${clients.length} subscribed; sending ${rate} messages/s for ${seconds} s`);

    servers.forEach((server) => process.kill(server.pid, 'SIGUSR2'));
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    const acks: number[] = [];
    let issued = 0;
    let sent = 0;
    let failed = 0;
    let firstFailure: unknown;
    started = Date.now();
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * rate) - issued;
      for (let i = 0; i < due; i++) {
        issued++;
        const sender = clients[Math.floor(Math.random() * clients.length)];
        const sentAt = Date.now();
        sender.ws.client.messaging.reply.mutate({ conversation_id: sender.member.conversationId, content: String(sentAt) }).then(
          () => (sent++, acks.push(Date.now() - sentAt)),
          (error: unknown) => ((firstFailure ??= error), failed++),
        );
      }
    }, 5);
    const rss: number[] = [];
    const rssTimer = setInterval(() => rss.push(servers.reduce((sum, s) => sum + rssMb(s.pid), 0)), 1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    clearInterval(rssTimer);
    ownLoop.disable();

    const expected = sent * perConversation;
    const sorted = latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
    console.log(`\nLive messaging (${servers.length} process(es))`);
    console.log(`  messages sent ${sent} (${(sent / seconds).toFixed(0)}/s), failed ${failed}${firstFailure ? ` (first: ${String(firstFailure)})` : ''}`);
    console.log(
      `  deliveries ${seen.size} of ${expected} expected (${(seen.size / seconds).toFixed(0)}/s); lost ${expected - seen.size}, duplicated ${duplicates}`,
    );
    console.log(`  send -> receipt at every participant: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    for (const [window, values] of [...byWindow].sort(([a], [b]) => a - b)) {
      const inWindow = values.sort((a, b) => a - b);
      console.log(
        `    sent in ${window * 10}-${window * 10 + 10} s: p50 ${percentile(inWindow, 50).toFixed(0)} ms, p95 ${percentile(inWindow, 95).toFixed(0)} ms, p99 ${percentile(inWindow, 99).toFixed(0)} ms`,
      );
    }
    const stalls = [...slowestBySecond].filter(([, ms]) => ms > TARGET.p99).sort(([a], [b]) => a - b);
    const clock = (second: number) => new Date(started + second * 1000).toISOString().slice(11, 19);
    console.log(
      `  seconds with a delivery over ${TARGET.p99} ms: ${stalls.length ? stalls.map(([second, ms]) => `${clock(second)} UTC ${ms} ms`).join(', ') : 'none'}`,
    );
    const loops = servers.map((_, i) => JSON.parse(fs.readFileSync(probe(i).LOOP_DELAY_FILE, 'utf8')) as { p50: number; p99: number; max: number });
    const ackSorted = acks.sort((a, b) => a - b);
    console.log(
      `  send -> answer to the sender: p50 ${percentile(ackSorted, 50).toFixed(1)} ms, p95 ${percentile(ackSorted, 95).toFixed(1)} ms, p99 ${percentile(ackSorted, 99).toFixed(1)} ms`,
    );
    const ownMs = (ns: number) => Math.max(0, ns / 1e6 - 10).toFixed(1);
    console.log(
      `  load generator event-loop delay: p50 ${ownMs(ownLoop.percentile(50))} ms, p99 ${ownMs(ownLoop.percentile(99))} ms, max ${ownMs(ownLoop.max)} ms`,
    );
    console.log(`  server RSS (sum): max ${Math.max(...rss).toFixed(0)} MB`);
    console.log(`  server event-loop delay: ${loops.map((l, i) => `process ${i + 1} p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`).join('; ')}`);
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const met = p95 <= TARGET.p95 && p99 <= TARGET.p99 && expected === seen.size && duplicates === 0;
    console.log(`  targets p95 <= ${TARGET.p95} ms, p99 <= ${TARGET.p99} ms, 0 lost, 0 duplicated: ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    sockets.forEach((s) => s.close());
    for (const server of servers.reverse()) await server.stop();
    servers.forEach((_, i) => fs.rmSync(probe(i).LOOP_DELAY_FILE, { force: true }));
  }
}

await main();
