/**
 * npm run bench:messaging [-- --messages 100000 --conversations 2000 --members 20 --runs 200]
 * — messaging with a large history: one team holding 100,000 messages in 2,000 conversations of
 * its 20 members (one thread of 20,000 messages), served by the real server process over HTTP,
 * signed in. Times the conversation list (first page, a page deep in it, unread only), a long
 * thread (newest page, a page near its start), a reply and mark-read.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { timeCalls } from './timed-calls.js';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '100000' },
    conversations: { type: 'string', default: '2000' },
    members: { type: 'string', default: '20' },
    runs: { type: 'string', default: '200' },
  },
});
const [messages, conversations, members, runs] = ['messages', 'conversations', 'members', 'runs'].map((k) => Number(values[k as keyof typeof values]));
const TARGET_P95_MS = 50;

/** Members, conversations between pairs of them (the first one everyone's), and the messages, by SQL. */
async function seed(databaseUrl: string) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork() as EntityManager;
    const team = await createTeam(em, 'Messaging scale');
    const users = [];
    for (let i = 0; i < members; i++) users.push((await createUser(em, { team, email: `scale-${i}@example.test` })).user);
    const ids = users.map((u) => u.id);
    const sql = em.getConnection();
    await sql.execute(
      `insert into conversation (team_id, title, created_by_id, receiver_id, most_recent_message_at, created_at)
       select ?, 'Conversation ' || n, (?::int[])[1 + n % ?], (?::int[])[1 + (n + 1 + (n / ?) % (? - 1)) % ?], now() - n * interval '1 minute', now() - interval '30 days'
         from generate_series(0, ? - 1) n`,
      [team.id, `{${ids}}`, members, `{${ids}}`, members, members, members, conversations],
    );
    await sql.execute(
      `insert into conversation_participant (team_id, conversation_id, user_id, last_read_at)
       select c.team_id, c.id, u, case when u = c.created_by_id then now() end from conversation c, unnest(array[c.created_by_id, c.receiver_id]) u
        where c.team_id = ?`,
      [team.id],
    );
    const [{ first }] = await sql.execute<{ first: number }[]>(`select min(id) as first from conversation where team_id = ?`, [team.id]);
    // The first conversation is everyone's, and holds a fifth of the messages: the long thread.
    await sql.execute(
      `insert into conversation_participant (team_id, conversation_id, user_id, last_read_at)
       select ?, ?, u, now() from unnest(?::int[]) u on conflict (conversation_id, user_id) do nothing`,
      [team.id, first, `{${ids}}`],
    );
    const longThread = Math.floor(messages / 5);
    await sql.execute(
      `insert into message (team_id, conversation_id, sender_id, body, created_at)
       select ?, case when n < ? then ? else ? + n % ? end, (?::int[])[1 + n % ?], 'Message ' || n || ' about the summer campaign and its creators',
              now() - interval '30 days' + n * interval '1 second'
         from generate_series(0, ? - 1) n`,
      [team.id, longThread, first, first, conversations, `{${ids}}`, members, messages],
    );
    await sql.execute('analyze');
    const [{ oldest }] = await sql.execute<{ oldest: number }[]>(`select min(id) + 100 as oldest from message where conversation_id = ?`, [first]);
    return { emails: users.map((u) => u.email), longThreadId: first, nearStart: Number(oldest), longThread };
  } finally {
    await orm.close();
  }
}

const time = (label: string, call: () => Promise<{ status: number }>) => timeCalls(label, runs, call);

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startServerProcess(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const started = performance.now();
    const seeded = await seed(server.databaseUrl);
    console.log(
      `seeded ${messages} messages in ${conversations} conversations of ${members} members (long thread ${seeded.longThread}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const api = new ApiClient(server.baseUrl);
    if ((await api.signIn(seeded.emails[0], TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    // The cursor of page 10, or of the last page when there are fewer (a small --conversations).
    let cursor: string | null = null;
    let deepest = 1;
    while (deepest < 10) {
      const next: string | null = (await api.get(`/api/conversations${cursor ? `?cursor=${cursor}` : ''}`)).json.next_cursor ?? null;
      if (!next) break;
      cursor = next;
      deepest++;
    }
    console.log(`\nMessaging at scale, ${runs} calls each, one client`);
    const p95s = [
      await time('list, first page', () => api.get('/api/conversations')),
      ...(cursor ? [await time(`list, page ${deepest} (cursor)`, () => api.get(`/api/conversations?cursor=${cursor}`))] : []),
      await time('list, unread only', () => api.get('/api/conversations?only_unread=true')),
      await time(`thread of ${seeded.longThread}, newest 50`, () => api.get(`/api/conversations/${seeded.longThreadId}`)),
      await time(`thread of ${seeded.longThread}, 50 near its start`, () => api.get(`/api/conversations/${seeded.longThreadId}?before=${seeded.nearStart}`)),
      await time('reply in the long thread', () => api.post('/api/conversations/reply', { conversation_id: seeded.longThreadId, content: 'Noted' })),
      await time('mark read', () => api.post('/api/conversations/mark-read', { conversation_id: seeded.longThreadId })),
    ];
    const worst = Math.max(...p95s);
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  target every p95 <= ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);
    process.exitCode = worst <= TARGET_P95_MS ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
