import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { Team } from '../server/modules/teams/team.entity.js';
import { CSV_IMPORT_LABEL as L, CSV_IMPORT_LIMIT, CSV_IMPORT_MSG as M } from '../shared/csv-import-texts.js';
import { knownHandle } from '../tests/helpers/known-accounts.js';
import { NOTIFICATION_LABEL } from '../shared/notification-texts.js';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../shared/talent-add-texts.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';
import { signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';

const { baseUrl, databaseUrl } = e2eServer();
const run = randomBytes(3).toString('hex');
const WAIT = { timeout: 30_000 };

/** Nothing sticks out sideways: the page fits the screen's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Drops a file on the dropzone as a person dragging it from their desktop would. */
async function dropFile(page: Page, testId: string, name: string, type: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, fileType, body]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([body], fileName, { type: fileType }));
      return transfer;
    },
    [name, type, text],
  );
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe('importing a roster from CSV', () => {
  let orm: Orm;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    orm = await openDatabase(databaseUrl);
    // A team of its own, with an empty roster and 5 credits, so the roster shows exactly what the import added.
    const { user, team } = await createUser(orm.em.fork(), { role: 'team_admin' });
    await orm.em.fork().nativeUpdate(Team, { id: team.id }, { credits: 5 });
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await page.goto('/signin?redirect=%2Finfluencers');
    await submitSignIn(page, user.email, TEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/influencers', WAIT);
  });
  afterAll(async () => {
    await browser?.close();
    await orm?.close();
  });

  it('drops a file of 3 rows, shows the bad row’s problem, adds the 2 good ones, and /influencers shows them', async () => {
    await page.getByRole('link', { name: L.importCsv, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/influencers/import', WAIT);
    await page.getByText(L.dropFile).waitFor(WAIT);
    expect(await fitsWidth(page)).toBe(true);

    // Accounts the data source knows: they reach the roster (an unknown one would come back "not found").
    const [ava, ben] = [knownHandle('instagram'), knownHandle('tiktok')];
    const csv = [
      'name,instagram,tiktok',
      `Imported Ava ${run},https://www.instagram.com/${ava}/,`,
      `Broken Link ${run},https://example.com/nobody,`,
      `Imported Ben ${run},,@${ben}`,
    ].join('\n');
    await dropFile(page, 'csv-dropzone', 'roster.csv', 'text/csv', csv);

    const bad = page.getByTestId('csv-row-2');
    await bad.getByText(M.badHandle('Instagram', 'https://example.com/nobody'), { exact: true }).waitFor(WAIT);
    await page.getByText(L.summaryOfPreview(2, 3), { exact: true }).waitFor();
    for (const row of ['csv-row-1', 'csv-row-3']) await page.getByTestId(row).getByText(L.ready, { exact: true }).waitFor();
    await page.getByTestId('csv-row-1').getByText(`Instagram @${ava}`, { exact: true }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(VIEWPORT.phone);
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(VIEWPORT.desktop);

    await page.getByRole('button', { name: L.confirm(2), exact: true }).click();
    const summary = page.getByRole('status', { name: L.done });
    await summary.getByRole('heading', { name: L.summary(2, 1), exact: true }).waitFor(WAIT);
    await summary.getByText(M.badHandle('Instagram', 'https://example.com/nobody'), { exact: true }).waitFor();
    await page.getByText(ADD_TALENT_LABEL.credits(3), { exact: true }).waitFor(WAIT);

    await summary.getByRole('link', { name: L.viewRoster, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/influencers', WAIT);
    // The enrichment job puts both on the roster; the roster listens and shows them without a reload.
    const table = page.locator('tbody');
    await table.getByText(`Imported Ava ${run}`).first().waitFor(WAIT);
    await table.getByText(`Imported Ben ${run}`).first().waitFor(WAIT);
    expect(await table.getByText(`Broken Link ${run}`).count()).toBe(0);
  });

  it('a file of more rows than one call takes shows how far the import has come, then every row added', async () => {
    const { user, team } = await createUser(orm.em.fork(), { role: 'team_admin' });
    const total = CSV_IMPORT_LIMIT.rowsPerCall * 2 + 5;
    await orm.em.fork().nativeUpdate(Team, { id: team.id }, { credits: total });
    const { context, page: big } = await newPage(browser, baseUrl);
    await big.goto('/signin?redirect=%2Finfluencers%2Fimport');
    await submitSignIn(big, user.email, TEST_PASSWORD);
    await big.getByText(L.dropFile).waitFor(WAIT);
    const csv = ['name,youtube', ...Array.from({ length: total }, (_, i) => `Bulk ${i} ${run},@${knownHandle('youtube')}`)].join('\n');
    await dropFile(big, 'csv-dropzone', 'bulk.csv', 'text/csv', csv);
    await big.getByText(L.summaryOfPreview(total, total), { exact: true }).waitFor(WAIT);
    // The calls after the first are held until the progress between calls has been seen
    // (on a fast machine the three calls finish between two of Playwright's looks).
    let release!: () => void;
    const progressSeen = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await big.route('**/trpc/requests.csvImport**', async (route) => {
      if (++calls > 1) await progressSeen;
      await route.continue();
    });
    await big.getByRole('button', { name: L.confirm(total), exact: true }).click();
    const progress = big.getByRole('status', { name: L.importing });
    await progress.getByText(L.progress(CSV_IMPORT_LIMIT.rowsPerCall, total), { exact: true }).waitFor(WAIT);
    release();
    const summary = big.getByRole('status', { name: L.done });
    await summary.getByRole('heading', { name: L.summary(total, 0), exact: true }).waitFor(WAIT);
    expect(await progress.count()).toBe(0);
    await big.getByText(ADD_TALENT_LABEL.credits(0), { exact: true }).waitFor(WAIT);
    // The talent reach the roster one by one: one toast counts them instead of a toast each.
    const counted = new RegExp(`^${ADD_TALENT_MSG.talentAddedNotices(0).replace('0', '\\d+')}$`);
    // Read in one step in the page: the toast closes by its timer, which a slow screenshot can outlast.
    const toastsWhileCounting = await big.waitForFunction(
      (pattern) => {
        const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
        return toasts.some((toast) => new RegExp(pattern).test(toast.textContent ?? '')) && toasts.length;
      },
      counted.source.replace(/[$^]/g, ''),
      WAIT,
    );
    expect(await toastsWhileCounting.jsonValue()).toBe(1);
    // The bell counts the unread notices, drawn whole over the icon's corner (not clipped by the button).
    const bell = big.getByRole('button', { name: new RegExp(`${NOTIFICATION_LABEL.menu} \\(\\d+ unread\\)$`) });
    const countDrawn = await bell.locator('.mantine-Indicator-indicator').evaluate((badge) => {
      const box = badge.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
      return hit !== null && badge.contains(hit);
    });
    expect(countDrawn).toBe(true);
    await context.close();
  });

  it('at phone width the import screen, /add-talent, /team-influencer-logins and /staff/requests fit the screen', async () => {
    await page.setViewportSize(VIEWPORT.phone);
    await page.goto('/influencers/import');
    await page.getByText(L.dropFile).waitFor(WAIT);
    expect(await fitsWidth(page)).toBe(true);

    await page.goto('/add-talent');
    await page.getByRole('heading', { name: ADD_TALENT_LABEL.title, exact: true }).waitFor(WAIT);
    await page.getByLabel(ADD_TALENT_LABEL.talentName).waitFor();
    expect(await fitsWidth(page)).toBe(true);

    // The demo team has talent logins to list (this spec's own team has none yet).
    const { page: demo } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(demo, '/team-influencer-logins');
    await demo.getByRole('heading', { name: ADD_TALENT_LABEL.loginsTitle, exact: true }).waitFor(WAIT);
    await demo.getByRole('button', { name: ADD_TALENT_LABEL.copyLink }).first().waitFor(WAIT);
    expect(await fitsWidth(demo)).toBe(true);
    await demo.context().close();

    const { page: staff } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await staff.goto('/signin?redirect=%2Fstaff%2Frequests');
    await submitSignIn(staff, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
    await staff.waitForURL((url) => url.pathname === '/staff/requests', WAIT);
    await staff.getByRole('heading', { name: ADD_TALENT_LABEL.staffRequests, exact: true }).waitFor(WAIT);
    await staff.getByTestId('staff-requests-loading').waitFor({ state: 'detached', ...WAIT });
    expect(await fitsWidth(staff)).toBe(true);
    await staff.context().close();
  });
});
