import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_LABEL } from '../shared/account-labels.js';
import { API_KEY_TEXT } from '../shared/role-texts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const keyName = `Integration ${randomBytes(3).toString('hex')}`;

/** A plain HTTP call as an integrator's tool (curl) makes it: no cookies, only the key. */
const withKey = (key: string) => new ApiClient(baseUrl).request('GET', '/api/user/configuration', undefined, { authorization: `Bearer ${key}` });

describe('API keys', () => {
  let browser: Browser;
  let page: Page;
  let key = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a team admin creates a key in Settings, shown once, and calls GET /api/user/configuration with it', async () => {
    await signInAsDemoAdmin(page, '/configure');
    const form = page.getByRole('form', { name: API_KEY_LABEL.create });
    await form.getByLabel(API_KEY_LABEL.name).fill(keyName);
    await form.getByRole('button', { name: API_KEY_LABEL.create }).click();
    await page.getByText(API_KEY_LABEL.shownOnce).waitFor();
    key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^prk_/);
    await page.getByRole('listitem', { name: keyName }).waitFor();

    const answer = await withKey(key);
    expect(answer.status).toBe(200);
    expect(answer.json.email).toBe('admin@demo.pitchroom.test');
    expect(answer.json.selectedTeamId).toEqual(expect.any(String));

    await page.reload();
    await page.getByRole('listitem', { name: keyName }).getByText(API_KEY_LABEL.neverUsed).waitFor({ state: 'detached' });
    expect(await page.getByTestId('new-api-key').count()).toBe(0);
  });

  it('revoking the key refuses it at once', async () => {
    await page.getByRole('button', { name: `${API_KEY_LABEL.revoke} ${keyName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: API_KEY_LABEL.revoke }).click();
    await page.getByRole('listitem', { name: keyName }).waitFor({ state: 'detached' });
    const refused = await withKey(key);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(API_KEY_TEXT.revoked);
  });
});
