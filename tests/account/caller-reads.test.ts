import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLucia } from '../../server/auth/lucia.js';
import { hashSessionToken } from '../../server/auth/session-adapter.js';
import { Session } from '../../server/auth/session.entity.js';
import { CALLER_ROWS_SQL, readUser, resolveCurrentTeam, sessionPrincipalReader } from '../../server/modules/account/index.js';
import { TeamMember, User } from '../../server/modules/account/user.entity.js';
import type { Orm } from '../../server/db/orm.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam, createUser } from '../helpers/factories.js';

// The caller of every signed-in call is read in plain SQL and mapped: it must be what the ORM's find gives.
let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm.close());

const fresh = () => orm.em.fork() as EntityManager;
const pendingChanges = (em: EntityManager) => {
  em.getUnitOfWork().computeChangeSets();
  return em.getUnitOfWork().getChangeSets().length;
};

describe('the caller read in plain SQL', () => {
  it('maps the user and the team as the ORM would, with nothing to write back', async () => {
    const setup = fresh();
    const team = await createTeam(setup);
    team.settings = { pageTheme: 'dark', noTalentSheets: false };
    const { user } = await createUser(setup, { team, role: 'team_admin' });
    await setup.flush();

    const em = fresh();
    const read = (await readUser(em, user.id))!;
    const byOrm = await fresh().findOneOrFail(User, user.id);
    expect({ ...read, primaryTeam: read.primaryTeam?.id }).toEqual({ ...byOrm, primaryTeam: byOrm.primaryTeam?.id });
    expect(read.createdAt).toBeInstanceOf(Date);
    const { current, memberships } = await resolveCurrentTeam(em, read);
    expect(current?.role).toBe('team_admin');
    expect(current?.team.settings).toEqual({ pageTheme: 'dark', noTalentSheets: false });
    expect(current?.team.createdAt).toBeInstanceOf(Date);
    expect(memberships.map((m) => m.team.id)).toEqual([team.id]);
    // The entities are managed: a find gives the same object, and a flush writes nothing.
    expect(await em.findOne(Team, team.id)).toBe(current?.team);
    expect(pendingChanges(em)).toBe(0);
  });

  it('reads the caller with the session in one statement, the same entities as the ORM, acting-as included', async () => {
    const setup = fresh();
    const team = await createTeam(setup);
    team.settings = { pageTheme: 'dark' };
    const { user } = await createUser(setup, { team, role: 'team_admin' });
    const { user: staff } = await createUser(setup, { isStaff: true });
    await setup.flush();
    const auth = createLucia(fresh(), CALLER_ROWS_SQL);
    const readPrincipal = sessionPrincipalReader(auth, fresh());
    const callerOf = async (token: string) => {
      const read = await readPrincipal(token);
      if (read.status !== 'live') throw new Error('no session');
      const em = fresh();
      const memberships = read.principal.memberships.map(({ member_role, ...team }) => ({ team: em.map(Team, team), role: member_role }));
      return { em, user: em.map(User, read.principal.user), memberships };
    };

    const own = await callerOf((await auth.createSession(user.id, {})).id);
    const byOrm = await fresh().findOneOrFail(User, user.id);
    expect({ ...own.user, primaryTeam: own.user.primaryTeam?.id }).toEqual({ ...byOrm, primaryTeam: byOrm.primaryTeam?.id });
    expect(own.user.createdAt.getTime()).toBe(byOrm.createdAt.getTime());
    const teamByOrm = await fresh().findOneOrFail(Team, team.id);
    expect(own.memberships).toHaveLength(1);
    expect(own.memberships[0].role).toBe('team_admin');
    expect({ ...own.memberships[0].team }).toEqual({ ...teamByOrm });
    expect(pendingChanges(own.em)).toBe(0);

    // A staff session acting as the user carries the user's rows, not the staff member's.
    const acting = await auth.createSession(staff.id, {});
    await fresh().nativeUpdate(Session, { id: hashSessionToken(acting.id) }, { actingAs: user.id });
    expect((await callerOf(acting.id)).user.id).toBe(user.id);
  });

  it('a change to a mapped entity is written like any other', async () => {
    const { user } = await createUser(fresh());
    const em = fresh();
    const read = (await readUser(em, user.id))!;
    read.fullName = 'Renamed';
    await em.flush();
    expect((await fresh().findOneOrFail(User, user.id)).fullName).toBe('Renamed');
  });

  it('works in the selected team, else the primary, else the first; an admin may work in a team they are not in', async () => {
    const setup = fresh();
    const [first, second, elsewhere] = [await createTeam(setup), await createTeam(setup), await createTeam(setup)];
    const { user } = await createUser(setup, { team: first, isAdmin: true });
    setup.create(TeamMember, { team: second, user, role: 'search_only', createdAt: new Date() });
    user.primaryTeam = second;
    await setup.flush();
    const auth = createLucia(fresh(), CALLER_ROWS_SQL);
    const token = (await auth.createSession(user.id, {})).id;
    const readPrincipal = sessionPrincipalReader(auth, fresh());
    // The team a session's calls work in (read with the session) is the one resolveCurrentTeam gives.
    const current = async () => {
      const em = fresh();
      const resolved = (await resolveCurrentTeam(em, (await readUser(em, user.id))!)).current;
      const read = await readPrincipal(token);
      const fromSession = read.status === 'live' ? read.principal.current : undefined;
      expect({ team: { id: fromSession?.team.id }, role: fromSession?.role }).toEqual({ team: { id: resolved?.team.id }, role: resolved?.role });
      return resolved;
    };
    expect(await current()).toMatchObject({ team: { id: second.id }, role: 'search_only' });
    await fresh().nativeUpdate(User, user.id, { selectedTeam: first.id });
    expect(await current()).toMatchObject({ team: { id: first.id }, role: 'member' });
    await fresh().nativeUpdate(User, user.id, { selectedTeam: elsewhere.id });
    expect(await current()).toMatchObject({ team: { id: elsewhere.id }, role: 'team_admin' });
    await fresh().nativeUpdate(User, user.id, { selectedTeam: null, primaryTeam: null });
    expect(await current()).toMatchObject({ team: { id: first.id } });
    expect(await readUser(fresh(), 999_999)).toBeNull();
  });
});
