import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopes } from '../../server/events/bus.js';
import { User } from '../../server/modules/account/user.entity.js';
import { Message } from '../../server/modules/messaging/message.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { SOCKET_CLOSE } from '../../shared/live-stream.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { rawSocket } from '../helpers/raw-socket.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createOwnerRows, type OwnerRows } from './owner-rows.js';

/*
 * The access matrix's "revoked while streaming" column: a principal of the owner team opens every
 * subscription on one WebSocket (a hostile client that never reconnects), its authority ends, and
 * the owner's team changes what each stream watches right away. Nothing may arrive after the end,
 * and every stream must end with its socket within 1 s.
 */
const END_WITHIN_MS = 1000;

let app: TestApp;
let owner: OwnerRows;
let admin: ApiClient;
let siteAdmin: ApiClient;
let ownerTeam: Team;
const em = () => app.orm.em.fork() as EntityManager;
const bus = () => app.services.bus;

beforeAll(async () => {
  app = await startTestApp();
  owner = await createOwnerRows(em());
  ownerTeam = await em().findOneOrFail(Team, owner.teamId);
  admin = await signIn((await em().findOneOrFail(User, owner.userId)).email);
  const { user: site } = await createUser(em(), { isAdmin: true });
  siteAdmin = await signIn(site.email);
});
afterAll(() => app.close());

async function signIn(email: string) {
  const client = new ApiClient(app.baseUrl);
  expect((await client.signIn(email, TEST_PASSWORD)).status).toBe(200);
  return client;
}

/** Each subscription of the router, its input, and a change to what it watches (as the owner's team makes it), for the principal `userId`. */
const STREAMS: Record<string, { input?: () => unknown; change: (userId: number, n: number) => Promise<unknown> }> = {
  'account.sessionEvents': { change: (userId) => bus().publish(scopes.user(userId), 'account.changed', { userId }) },
  'roster.live': { change: (_, n) => bus().publish(scopes.team(owner.teamId), 'roster.changed', { teamId: owner.teamId, influencerId: n }) },
  'creatorCalls.live': { change: (_, n) => bus().publish(scopes.team(owner.teamId), 'creator-call.reviewed', { castingCallId: `call-${n}` }) },
  'teamNotifications.live': {
    change: (_, n) =>
      bus().publish(scopes.team(owner.teamId), 'team.notification', {
        notificationId: n,
        type: 'sheet_opened',
        title: `Opened ${owner.marker}`,
        sheetId: owner.sheetId,
      }),
  },
  'messaging.live': {
    change: (userId, n) =>
      bus().publish(scopes.user(userId), 'messaging.changed', { type: 'read', conversation_id: n, user_id: owner.userId, at: new Date().toISOString() }),
  },
  'sheets.live': {
    input: () => ({ sheet_id: owner.sheetId }),
    change: async () => {
      const sheet = await em().findOneOrFail(TalentSheet, owner.sheetId);
      return bus().publish(scopes.sheet(owner.sheetId), 'sheet.saved', { sheetId: owner.sheetId, version: sheet.version, by: owner.userId, clientId: null });
    },
  },
  'collections.live': {
    input: () => ({ collection_id: owner.collectionId }),
    change: (_, n) =>
      bus().publish(scopes.collection(owner.collectionId), 'collection.saved', { collectionId: owner.collectionId, version: n, by: owner.userId }),
  },
  'analytics.live': {
    input: () => ({}),
    change: () => bus().publish(scopes.team(owner.teamId), 'analytics.recorded', { type: 'view', sheetId: owner.sheetId }),
  },
};

interface Principal {
  /** The headers its socket presents, the user its calls act as, and how its authority ends. */
  headers: Record<string, string>;
  userId: number;
  end: () => Promise<unknown>;
}

async function member(): Promise<{ user: { id: number; email: string }; client: ApiClient }> {
  const { user } = await createUser(em(), { team: ownerTeam, role: 'member' });
  return { user, client: await signIn(user.email) };
}

const WAYS: Record<string, () => Promise<Principal>> = {
  'member removed': async () => {
    const { user, client } = await member();
    return { headers: { cookie: client.cookieHeader }, userId: user.id, end: () => admin.post('/api/user/team/member/remove', { user_id: user.id }) };
  },
  'demoted to search-only': async () => {
    const { user, client } = await member();
    return {
      headers: { cookie: client.cookieHeader },
      userId: user.id,
      end: () => admin.post('/api/user/team/member/role', { user_id: user.id, role: 'search_only' }),
    };
  },
  'key revoked': async () => {
    const created = await admin.post('/api/user/team/api-keys', { name: 'Streaming integration' });
    expect(created.status).toBe(200);
    return {
      headers: { authorization: `Bearer ${created.json.key}` },
      userId: owner.userId,
      end: () => admin.post('/api/user/team/api-keys/revoke', { id: created.json.id }),
    };
  },
  'session signed out': async () => {
    const { user, client } = await member();
    return { headers: { cookie: client.cookieHeader }, userId: user.id, end: () => client.get('/api/user/signout') };
  },
  'account disabled': async () => {
    const { user, client } = await member();
    return {
      headers: { cookie: client.cookieHeader },
      userId: user.id,
      end: () => siteAdmin.post('/api/admin/user/account-state', { user_id: user.id, state: 'disabled' }),
    };
  },
};

describe('revoked while streaming: every subscription, every way authority ends', () => {
  it.each(Object.keys(WAYS))('%s: the streams end with the socket within 1 s, and nothing arrives after the end', async (way) => {
    const principal = await WAYS[way]!();
    const socket = await rawSocket(app.baseUrl, principal.headers);
    try {
      const streams = await Promise.all(
        Object.entries(STREAMS).map(async ([path, stream]) => ({ path, stream, id: await socket.subscribe(path, stream.input?.()) })),
      );
      // Before the end, each change arrives: the streams work, so their silence afterwards means something.
      await Promise.all(streams.map(({ path, stream }, n) => stream.change(principal.userId, n + 1).then(() => path)));
      for (const { path, id } of streams) await expect.poll(() => socket.dataOf(id).length, { message: path }).toBeGreaterThan(0);
      const before = new Map(streams.map(({ id }) => [id, socket.dataOf(id).length]));

      const endedAt = Date.now();
      const ended = await principal.end();
      expect((ended as { status: number }).status).toBe(200);
      await Promise.all(streams.map(({ stream }, n) => stream.change(principal.userId, 100 + n)));

      await expect.poll(socket.isOpen, { timeout: 2 * END_WITHIN_MS }).toBe(false);
      const closed = await socket.closed;
      expect(closed.at - endedAt).toBeLessThanOrEqual(END_WITHIN_MS);
      expect([SOCKET_CLOSE.ended.code, SOCKET_CLOSE.changed.code]).toContain(closed.code);
      for (const { path, id } of streams) {
        expect(socket.dataOf(id).length, `${path} received data after the end`).toBe(before.get(id));
        expect(
          socket.dataOf(id).some((m) => JSON.stringify(m).includes(owner.marker) && m.at > endedAt),
          path,
        ).toBe(false);
      }
    } finally {
      socket.close();
    }
  });

  it('a revoked key is refused on the WebSocket it opened: no call after the revocation answers or stores anything', async () => {
    const principal = await WAYS['key revoked']!();
    const socket = await rawSocket(app.baseUrl, principal.headers);
    try {
      const roster = await socket.call('query', 'roster.list', {});
      expect(roster.code).toBeUndefined();
      expect(JSON.stringify(roster.data)).toContain(owner.marker);
      const before = await socket.call('mutation', 'messaging.reply', { conversation_id: owner.conversationId, content: 'before revocation' });
      expect(before.code).toBeUndefined();
      expect(await em().count(Message, { body: 'before revocation' })).toBe(1);
      expect(((await principal.end()) as { status: number }).status).toBe(200);
      const reply = socket.call('mutation', 'messaging.reply', { conversation_id: owner.conversationId, content: 'after revocation' });
      const list = socket.call('query', 'roster.list', {});
      expect(['FORBIDDEN', 'CLOSED']).toContain((await reply).code);
      expect(['FORBIDDEN', 'CLOSED']).toContain((await list).code);
      expect(await em().count(Message, { body: 'after revocation' })).toBe(0);
      const closed = await socket.closed;
      expect(closed.code).toBe(SOCKET_CLOSE.ended.code);
    } finally {
      socket.close();
    }
  });
});
