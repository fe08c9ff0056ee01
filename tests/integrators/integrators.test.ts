import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitchThreeCreators } from '../../examples/typed-client/integration.js';
import { apiTypes } from '../../scripts/api-types.js';
import { openApiDocument } from '../../server/router.js';
import { API_KEY_TEXT } from '../../shared/role-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** A small budget, so the test reaches it; the integration below stays inside it. */
const BUDGET = 8;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { API_KEY_CALLS_PER_MINUTE: String(BUDGET) });
});
afterAll(() => app.close());

async function newKey() {
  const admin = await signedInUser(app, { role: 'team_admin' });
  const created = await admin.client.post('/api/user/team/api-keys', { name: 'CRM' });
  expect(created.status).toBe(200);
  return { ...admin, key: created.json.key as string };
}

describe('the API contract integrators build on', () => {
  it('the served OpenAPI document passes Redocly’s recommended rules with no error and no warning', async () => {
    const served = await new ApiClient(app.baseUrl).get('/api/openapi.json');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, served.text);
    const redocly = path.resolve('node_modules/.bin/redocly');
    const { stdout } = await promisify(execFile)(redocly, ['lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('a client typed from the live document runs an integration with an API key: roster, a sheet of three, shared, its analytics', async () => {
    const served = (await new ApiClient(app.baseUrl).get('/api/openapi.json')).json as object;
    // The types the example is checked against (npm run api:types) are the live document's.
    expect(await apiTypes(served)).toBe(await apiTypes(openApiDocument()));
    const { key, team } = await newKey();
    const roster = await createRosterCreators(app.orm.em.fork(), team, 4, 'Typed');
    const result = await pitchThreeCreators(app.baseUrl, key);
    expect(result.creators).toHaveLength(3);
    expect(roster.map((c) => c.fullname)).toEqual(expect.arrayContaining(result.creators));
    expect(result.shareSettings).toEqual({ allow_pdf_download: true, hide_rates: true });
    expect(result.clicks).toEqual([]);
    const shared = await new ApiClient(app.baseUrl).get(`/api/public/talent-sheets/${result.sheetId}`);
    expect(shared.status).toBe(200);
    expect(shared.json.influencers.map((c: { name: string }) => c.name)).toEqual(result.creators);
    expect(result.budgetLeft).toBe(BUDGET - 4);
  });

  it('counts each key’s calls down in RateLimit-* headers and answers 429 with Retry-After past its budget; another key keeps its own', async () => {
    const { key, client } = await newKey();
    const withKey = (k: string) => new ApiClient(app.baseUrl).request('GET', '/api/user/configuration', undefined, { authorization: `Bearer ${k}` });
    const remaining: number[] = [];
    for (let call = 0; call < BUDGET; call++) {
      const answer = await withKey(key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBe(String(BUDGET));
      expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(Number(answer.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(Array.from({ length: BUDGET }, (_, i) => BUDGET - 1 - i));
    const refused = await withKey(key);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.json.error).toBe(API_KEY_TEXT.overBudget(BUDGET, Number(refused.headers.get('retry-after'))));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    // The same team's other key, and the admin's own session, are not held back by it.
    const other = await client.post('/api/user/team/api-keys', { name: 'Other' });
    expect((await withKey(other.json.key)).status).toBe(200);
    expect((await client.get('/api/user/configuration')).status).toBe(200);
  });
});
