import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam } from '../helpers/factories.js';
import { addToRoster, createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => new ApiClient(app.baseUrl).request('GET', path, undefined, headers);

function expectSecurityHeaders(headers: Headers, path: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), path).toBe('DENY');
}

describe('security headers', () => {
  it('are on the app, the API, a public sheet (page and API answer) and a media URL', async () => {
    const em = app.orm.em.fork() as EntityManager;
    const team = await createTeam(em);
    const { influencer: creator } = await createCreator(em);
    await addToRoster(em, team, creator);
    const sheet = await createSheet(em, team, [creator]);
    for (const path of [
      '/',
      '/api/status',
      `/public/talent-sheet/${sheet.id}`,
      `/api/public/talent-sheets/${sheet.id}`,
      `/media/portraits/${creator.id}.jpg`,
    ]) {
      const answer = await get(path);
      // '/' answers 503 in a unit run, before the web app is built: the headers are what count here.
      expect(answer.status, path).not.toBe(500);
      expectSecurityHeaders(answer.headers, path);
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('on a build file are the two that apply to a script or a style sheet', async () => {
    const answer = await get('/assets/missing-file.js');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('add HSTS only when a trusted proxy says the request came over TLS', async () => {
    const behindProxy = await startTestApp({ url: app.databaseUrl, orm: app.orm }, { TRUST_PROXY: 'true' });
    try {
      const overTls = await new ApiClient(behindProxy.baseUrl).request('GET', '/api/status', undefined, { 'x-forwarded-proto': 'https' });
      expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const plain = await new ApiClient(behindProxy.baseUrl).request('GET', '/api/status');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
    expect((await get('/api/status', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});
