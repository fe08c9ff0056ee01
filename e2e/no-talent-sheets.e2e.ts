import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/orm.js';
import { SHEET_LABEL } from '../shared/sheet-labels.js';
import { TALENT_LABEL } from '../shared/talent-texts.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, databaseUrl } = e2eServer();

describe('A team whose settings hide talent sheets (noTalentSheets)', () => {
  let browser: Browser;
  let email = '';

  beforeAll(async () => {
    const orm = await openDatabase(databaseUrl);
    try {
      const em = orm.em.fork();
      const { user, team } = await createUser(em, { role: 'team_admin' });
      team.settings = { noTalentSheets: true };
      await em.flush();
      email = user.email;
    } finally {
      await orm.close();
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lands on the roster after signing in, and sheet and collection pages lead there too', async () => {
    const { page } = await newPage(browser, baseUrl);
    await page.goto('/signin');
    await submitSignIn(page, email, TEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/influencers');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: TALENT_LABEL.navRoster }).waitFor();
    expect(await nav.getByRole('link', { name: SHEET_LABEL.navTalentSheets }).count()).toBe(0);
    for (const path of ['/talent-sheets', '/collections', '/campaign']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/influencers');
    }
  });
});
