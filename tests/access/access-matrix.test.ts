import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { router, teamProcedure } from '../../server/trpc/init.js';
import { openApiDocument } from '../../server/router.js';
import { appRouter } from '../../server/router.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { type Actor, type ActorName, checkAccess } from './access-check.js';
import { ACCESS_TABLE } from './access-table.js';
import { openApiAnswerCheck } from './openapi-answers.js';
import { createOwnerRows, type OwnerRows, snapshotOwnerRows } from './owner-rows.js';

let app: TestApp;
let owner: OwnerRows;
let actors: Actor[];
const em = () => app.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp();
  owner = await createOwnerRows(em());
  const other = await createTeam(em());
  const third = await createTeam(em());
  const roles: [ActorName, Parameters<typeof createUser>[1]][] = [
    ['member', { team: other, role: 'member' }],
    ['searchOnly', { team: other, role: 'search_only' }],
    ['teamAdmin', { team: other, role: 'team_admin' }],
    ['staff', { team: third, isStaff: true }],
    ['siteAdmin', { team: third, role: 'team_admin', isAdmin: true }],
  ];
  actors = [{ name: 'signedOut', cookie: '' }];
  for (const [name, options] of roles) {
    const { user } = await createUser(em(), options);
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    actors.push({ name, cookie: api.cookieHeader });
  }
});
afterAll(() => app.close());

describe('the access matrix: every procedure as every actor, with another team’s ids', () => {
  it('refuses what each actor may not do, never shows or changes the owner team’s rows, answers as the OpenAPI document says, and knows every procedure', async () => {
    const before = await snapshotOwnerRows(em(), owner.teamId);
    const result = await checkAccess(appRouter, app.services, ACCESS_TABLE, actors, owner, openApiAnswerCheck(appRouter, openApiDocument()));
    console.log(`access matrix: ${result.procedures} procedures x ${result.actors} actors, ${result.calls} calls`);
    expect(result.problems).toEqual([]);
    expect(await snapshotOwnerRows(em(), owner.teamId)).toBe(before);
  });

  it('fails on a procedure that forgets the team check, and on one missing from the table (the harness itself)', async () => {
    const leaky = teamProcedure
      .input(z.object({ sheet_id: z.string() }))
      .query(async ({ ctx, input }) => ({ title: (await ctx.em.findOneOrFail(TalentSheet, input.sheet_id)).title }));
    const withLeak = router({ ...appRouter._def.record, leaky: router({ read: leaky }), unlisted: router({ read: leaky }) });
    const table = {
      ...ACCESS_TABLE,
      'leaky.read': { caller: 'teamMember' as const, input: (o: OwnerRows) => ({ sheet_id: o.sheetId }), foreign: true as const },
    };
    const { problems } = await checkAccess(withLeak, app.services, table, actors, owner);
    expect(problems).toContain('unlisted.read: not in the access table');
    expect(problems).toContain('leaky.read as member: expected NOT_FOUND, got an answer');
    const checkAnswer = openApiAnswerCheck(appRouter, openApiDocument());
    expect(checkAnswer('apiKeys.list', { keys: [] })).toBeNull();
    expect(checkAnswer('apiKeys.list', { keys: [{ id: 'not a number' }] })).toMatch(/differs from the OpenAPI document at \/keys\/0/);
  });
});
