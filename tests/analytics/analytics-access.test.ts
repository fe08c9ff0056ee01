import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let mine: ApiClient;
let theirSheetId: string;

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const me = await createTeamMember(em);
  const them = await createTeamMember(em);
  theirSheetId = (await createSheet(em, them.team, [], { title: 'Their sheet' })).id;
  mine = new ApiClient(app.baseUrl);
  expect((await mine.signIn(me.user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

describe('analytics access', () => {
  it('answers 401 when signed out', async () => {
    const anonymous = new ApiClient(app.baseUrl);
    const answers = await Promise.all([
      anonymous.get('/api/user/analytics'),
      anonymous.get('/api/user/analytics-visitors'),
      anonymous.get(`/api/user/analytics/sheet-clicks?sheet_id=${theirSheetId}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
  });

  it("answers 404 for another team's sheet, exactly as for a missing one", async () => {
    const theirs = await mine.get(`/api/user/analytics/sheet-clicks?sheet_id=${theirSheetId}`);
    const missing = await mine.get('/api/user/analytics/sheet-clicks?sheet_id=doesNotExist0000000000');
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect({ ...theirs.json, request_id: null }).toEqual({ ...missing.json, request_id: null });
  });

  it('answers 400 naming the field for a range other than 7, 30 or all', async () => {
    const answer = await mine.get('/api/user/analytics?sinceDays=14');
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain('sinceDays');
    expect((await mine.get('/api/user/analytics/sheet-clicks')).status).toBe(400);
  });

  it('answers an empty dashboard for a team without events', async () => {
    const answer = await mine.get('/api/user/analytics');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ views: [], clicks: [], total_views: 0, total_clicks: 0, daily: [] });
  });
});
