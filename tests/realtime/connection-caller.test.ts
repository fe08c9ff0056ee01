import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { User } from '../../server/modules/account/user.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { ConnectionCallers } from '../../server/trpc/connection-caller.js';
import { createTestDatabase } from '../helpers/database.js';
import { createUser } from '../helpers/factories.js';

describe('the caller a WebSocket connection remembers', () => {
  let orm: Orm;
  beforeAll(async () => ({ orm } = await createTestDatabase()));
  afterAll(() => orm.close());
  const em = () => orm.em.fork() as EntityManager;

  it('is not written back on the next call: a flush after using it changes no row of the user or the team', async () => {
    const { user, team } = await createUser(em());
    team.settings = { pageTheme: 'dark' };
    await orm.em.fork().upsert(team);
    const callers = new ConnectionCallers();
    const req = {} as IncomingMessage;
    const first = em();
    callers.remember(req, { user: await first.findOneOrFail(User, user.id), team: await first.findOneOrFail(Team, team.id), role: 'member' });

    const next = em();
    const known = callers.find(req, user.id, next)!;
    expect(known.team.settings).toEqual({ pageTheme: 'dark' });
    expect(known.user.email).toBe(user.email);
    expect(known.user.createdAt).toBeInstanceOf(Date);
    next.getUnitOfWork().computeChangeSets();
    expect(next.getUnitOfWork().getChangeSets().map((c) => `${c.meta.className} ${JSON.stringify(c.payload)}`)).toEqual([]);
  });
});
