import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { ACCOUNT_LABEL } from '../shared/account-labels.js';
import { MSG } from '../shared/messages.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, databaseUrl } = e2eServer();

describe('Account states applied at once to an open tab', () => {
  let orm: Orm;
  let browser: Browser;
  let page: Page;
  let userId = 0;
  const siteAdmin = new ApiClient(baseUrl);
  const setState = (state: string) => siteAdmin.post('/api/admin/user/account-state', { user_id: userId, state });

  beforeAll(async () => {
    orm = await openDatabase(databaseUrl);
    const { user } = await createUser(orm.em.fork(), { role: 'team_admin' });
    userId = user.id;
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await page.goto('/signin?redirect=%2Fconfigure');
    await submitSignIn(page, user.email, TEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/configure');
    await siteAdmin.signIn(DEMO_ACCOUNTS.siteAdmin.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await orm?.close();
  });

  it('an account made inactive sees Account Inactive in its open tab, without navigation', async () => {
    await page.getByRole('navigation').first().waitFor();
    await setState('inactive');
    await page.getByRole('heading', { name: ACCOUNT_LABEL.accountInactiveTitle }).waitFor();
    await page.getByRole('navigation').waitFor({ state: 'detached' });
  });

  it('an account disabled while its tab is open goes to /account-disabled', async () => {
    await setState('active');
    await page.goto('/configure');
    await page.getByRole('navigation').first().waitFor();
    await setState('disabled');
    await page.waitForURL((url) => url.pathname === '/account-disabled');
    await page.getByRole('heading', { name: MSG.accountDisabledTitle }).waitFor();
  });
});
