import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { EventBus, scopes } from '../../server/events/bus.js';
import { User } from '../../server/modules/account/user.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { ConnectionCallers } from '../../server/trpc/connection-caller.js';
import { createTestDatabase } from '../helpers/database.js';
import { createUser } from '../helpers/factories.js';

describe('the caller a WebSocket connection remembers', () => {
  let orm: Orm;
  let bus: EventBus;
  beforeAll(async () => {
    const database = await createTestDatabase();
    orm = database.orm;
    bus = new EventBus(orm.em.fork() as EntityManager, database.url);
  });
  afterAll(() => orm.close());
  const em = () => orm.em.fork() as EntityManager;

  /** A connection's read of its caller: the ticket taken before it, then the user, team and role. */
  function reader(callers: ConnectionCallers, req: IncomingMessage, user: User, team: Team) {
    return async () => {
      const ticket = callers.beforeRead(req, user.id);
      const fresh = em();
      return { ticket, caller: { user: await fresh.findOneOrFail(User, user.id), team: await fresh.findOneOrFail(Team, team.id), role: 'member' as const } };
    };
  }

  /** A connection that has read its caller twice: the first read starts listening to a new team, the second is kept. */
  async function connectionWithCaller(options: { settings?: Record<string, unknown> } = {}) {
    const { user, team } = await createUser(em());
    if (options.settings) {
      team.settings = options.settings;
      await orm.em.fork().upsert(team);
    }
    const callers = new ConnectionCallers(bus);
    const req = {} as IncomingMessage;
    const read = reader(callers, req, user, team);
    const first = await read();
    callers.remember(req, first.caller, first.ticket);
    expect(callers.find(req, user.id, em())).toBeNull();
    const second = await read();
    callers.remember(req, second.caller, second.ticket);
    return { callers, req, user, team, read };
  }

  it('is not written back on the next call: a flush after using it changes no row of the user or the team', async () => {
    const { callers, req, user } = await connectionWithCaller({ settings: { pageTheme: 'dark' } });
    const next = em();
    const known = callers.find(req, user.id, next)!;
    expect(known.team.settings).toEqual({ pageTheme: 'dark' });
    expect(known.user.email).toBe(user.email);
    expect(known.user.createdAt).toBeInstanceOf(Date);
    next.getUnitOfWork().computeChangeSets();
    expect(next.getUnitOfWork().getChangeSets().map((c) => `${c.meta.className} ${JSON.stringify(c.payload)}`)).toEqual([]);
  });

  it("is read again after the user's account changes (role, membership, current team, state)", async () => {
    const { callers, req, user } = await connectionWithCaller();
    expect(callers.find(req, user.id, em())).not.toBeNull();
    await bus.publish(scopes.user(user.id), 'account.changed', { userId: user.id });
    expect(callers.find(req, user.id, em())).toBeNull();
  });

  it("is read again after the team's settings change", async () => {
    const { callers, req, user, team } = await connectionWithCaller();
    await bus.publish(scopes.team(team.id), 'team.settings.changed', { teamId: team.id });
    expect(callers.find(req, user.id, em())).toBeNull();
  });

  it('does not keep a read that was under way when a change came', async () => {
    const { callers, req, user, read } = await connectionWithCaller();
    const overlapping = await read();
    await bus.publish(scopes.user(user.id), 'account.changed', { userId: user.id });
    callers.remember(req, overlapping.caller, overlapping.ticket);
    expect(callers.find(req, user.id, em())).toBeNull();
    const after = await read();
    callers.remember(req, after.caller, after.ticket);
    expect(callers.find(req, user.id, em())).not.toBeNull();
  });

  it("is never another user's: a connection signed in as someone else reads its own", async () => {
    const { callers, req } = await connectionWithCaller();
    const { user: other } = await createUser(em());
    expect(callers.find(req, other.id, em())).toBeNull();
  });

  it('keeps the first read of another connection of a team already listened to, unless the team changed during it', async () => {
    const { callers, user, team } = await connectionWithCaller();
    const second = {} as IncomingMessage;
    const first = await reader(callers, second, user, team)();
    callers.remember(second, first.caller, first.ticket);
    expect(callers.find(second, user.id, em())).not.toBeNull();

    const third = {} as IncomingMessage;
    const overlapping = await reader(callers, third, user, team)();
    await bus.publish(scopes.team(team.id), 'team.settings.changed', { teamId: team.id });
    callers.remember(third, overlapping.caller, overlapping.ticket);
    expect(callers.find(third, user.id, em())).toBeNull();
    expect(callers.find(second, user.id, em())).toBeNull();
  });
});
