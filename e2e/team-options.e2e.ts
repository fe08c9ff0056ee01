import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_OPTIONS_LABEL } from '../shared/account-labels.js';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { launchBrowser, newPage, openPublic } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const headingFont = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

describe('Public pages design (set-team-options)', () => {
  let browser: Browser;
  let page: Page;
  const admin = new ApiClient(baseUrl);
  let before: Record<string, unknown> = {};
  let sheetId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await admin.signIn(demoAdmin.email, DEMO_PASSWORD);
    before = (await admin.get('/api/user/team/options')).json.options;
    // A sheet of its own: other spec files on this app add sheets of theirs (some behind the e-mail gate).
    const creator = (await admin.get('/api/user/influencers?limit=1')).json.influencers[0];
    const saved = await admin.post('/api/user/talent-sheets/save', {
      title: 'Design check',
      sheet_type: 'talent',
      influencers: [{ influencer_id: creator.id, note: null }],
    });
    expect(saved.status, saved.text).toBe(200);
    sheetId = saved.json.sheet_id;
  });
  afterAll(async () => {
    // The demo team's look goes back to what it was for the other specs.
    const fonts = ['displayRosterTitleFont', 'displayTalentNameFont'] as const;
    const { pageTheme: _t, noTalentSheets: _n, ...restore } = before;
    for (const key of fonts)
      if (typeof restore[key] === 'string' && !['Inter', 'Poppins', 'Georgia', 'Helvetica', 'Palatino', 'Trebuchet MS', 'Courier New'].includes(restore[key]))
        restore[key] = null;
    await admin.post('/api/set-team-options', { options: restore });
    await browser?.close();
  });

  it('a team admin changes the title font: the preview follows at once, and after Save the public sheet shows it', async () => {
    await signInAsDemoAdmin(page, '/configure');
    const preview = page.getByRole('region', { name: TEAM_OPTIONS_LABEL.preview });
    await preview.waitFor();
    const form = page.getByRole('form', { name: TEAM_OPTIONS_LABEL.title });
    await form.getByRole('combobox', { name: TEAM_OPTIONS_LABEL.fonts.displayRosterTitleFont, exact: true }).click();
    await page.getByRole('option', { name: 'Georgia' }).click();
    await expect.poll(() => headingFont(page, '[data-testid="team-options-preview"] h4')).toContain('Georgia');
    await form.getByRole('switch', { name: TEAM_OPTIONS_LABEL.switches.displayDarkMode }).check({ force: true });
    await form.getByRole('button', { name: TEAM_OPTIONS_LABEL.save }).click();
    await page.getByText(TEAM_OPTIONS_LABEL.saved).waitFor();

    const { page: brand } = await newPage(browser, baseUrl);
    await openPublic(brand, `/public/talent-sheet/roster-view/${sheetId}`);
    await brand.locator('h1').first().waitFor();
    expect(await headingFont(brand, 'h1')).toContain('Georgia');
    await brand.context().close();
  });
});
