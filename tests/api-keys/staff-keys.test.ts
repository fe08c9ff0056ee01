import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_AS_TEXT } from '../../shared/role-texts.js';
import { contextFactory } from '../../server/trpc/context.js';
import { createCallerFactory } from '../../server/trpc/init.js';
import { appRouter } from '../../server/router.js';
import { ACCESS_TABLE } from '../access/access-table.js';
import { createUser } from '../helpers/factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Every procedure only staff or site admins may call, from the access table. */
const PRIVILEGED = Object.entries(ACCESS_TABLE).filter(([, rule]) => rule.caller === 'staff' || rule.caller === 'siteAdmin');

/** Calls a procedure by its dotted path as a request presenting `headers` would (REST and tRPC-only calls alike). */
async function callAs(headers: Record<string, string>, path: string, input: unknown) {
  const req = { headers, socket: { remoteAddress: '10.7.0.1' } } as unknown as IncomingMessage;
  const res = { headersSent: false, appendHeader: () => res, setHeader: () => res } as unknown as ServerResponse;
  let target: unknown = createCallerFactory(appRouter)(contextFactory(app.services)({ req, res }));
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  try {
    await (target as (input: unknown) => Promise<unknown>)(input);
    return 'answered';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `THROWN ${(error as Error).message}`;
  }
}

describe('API keys never carry staff or site-admin rights', () => {
  it('refuses a key made by a user who is staff, a site admin and a team admin, on every staff and site-admin procedure', async () => {
    const creator = await signedInUser(app, { isStaff: true, isAdmin: true, role: 'team_admin' });
    const made = await creator.client.post('/api/user/team/api-keys', { name: 'Privileged creator' });
    expect(made.status).toBe(200);
    expect(PRIVILEGED.map(([path]) => path)).toEqual(
      expect.arrayContaining(['requests.staffList', 'requests.staffReview', 'actAs.recent', 'teams.adminTeams', 'accountState.set']),
    );
    const withKey = { authorization: `Bearer ${made.json.key}` };
    const withCookie = { cookie: creator.client.cookieHeader };
    for (const [path, rule] of PRIVILEGED) {
      expect(await callAs(withKey, path, rule.input?.(undefined as never)), `${path} with the key`).toBe('FORBIDDEN');
      // The same creator's own session passes the role check (what follows may refuse the made-up input).
      expect(await callAs(withCookie, path, rule.input?.(undefined as never)), `${path} signed in`).not.toBe('FORBIDDEN');
    }
    expect((await creator.client.request('GET', '/api/admin/teams', undefined, withKey)).status).toBe(403);
  });

  it('refuses to act as another staff user or a site admin', async () => {
    const staff = await signedInUser(app, { isStaff: true });
    const { user: otherStaff } = await createUser(app.orm.em.fork(), { isStaff: true });
    const { user: siteAdmin } = await createUser(app.orm.em.fork(), { isAdmin: true });
    for (const target of [otherStaff, siteAdmin]) {
      const refused = await staff.client.post('/api/admin/user/settings/fake-id', { user_id: target.id });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(ACT_AS_TEXT.notStaffTarget);
    }
    expect((await staff.client.get('/api/admin/teams')).status).toBe(403);
  });
});
