import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_LABEL } from '../shared/talent-texts.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
// The machine running these is shared and often loaded: a generous bound, never a sleep.
const WAIT = { timeout: 30_000 };

describe('Talent Roster: filter, sort, page, tag inline, side panel', () => {
  let browser: Browser;
  let page: Page;
  const rows = () => page.locator('tbody tr');
  const names = () => page.locator('tbody tr td:nth-child(2) p').allTextContents();
  const search = () => new URL(page.url()).searchParams.toString();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens with the defaults (page 0, 25 a page, created_at ascending) and the team totals', async () => {
    await signInAsDemoAdmin(page, '/influencers');
    await expect.poll(() => rows().count(), WAIT).toBe(25);
    expect(search()).toBe('');
    expect(Number((await page.getByTestId('team-creators').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(25);
    await page.getByRole('link', { name: TALENT_LABEL.tags }).waitFor();
    await page.getByRole('link', { name: TALENT_LABEL.addTalent }).waitFor();
    await page.getByRole('link', { name: TALENT_LABEL.taggingAssistant }).waitFor();
  });

  it('sorts by name ascending, descending, then back to the default', async () => {
    const sortByName = page.getByRole('button', { name: 'Sort by Name' });
    await sortByName.click();
    await page.waitForURL(/sortField=name/);
    await expect
      .poll(async () => {
        const n = await names();
        return n.join() === [...n].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })).join();
      }, WAIT)
      .toBe(true);
    await sortByName.click();
    await page.waitForURL(/sortDirection=desc/);
    await sortByName.click();
    await expect.poll(search).toBe('');
  });

  it('pages with 50 a page', async () => {
    await page.getByRole('combobox', { name: 'Creators per page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    await page.waitForURL(/pageSize=50/);
    await expect.poll(() => rows().count(), WAIT).toBe(50);
  });

  it('filters by name as one types', async () => {
    const first = (await names())[3];
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(first.slice(0, 4));
    await expect
      .poll(async () => (await names()).length > 0 && (await names()).every((n) => n.toLowerCase().includes(first.slice(0, 4).toLowerCase())), WAIT)
      .toBe(true);
    expect(await names()).toContain(first);
  });

  it('adds a new tag inline, then filters by it', async () => {
    const tag = `e2e ${run}`;
    const firstRow = rows().first();
    const name = (await firstRow.locator('td:nth-child(2) p').textContent())!;
    const tagInput = page.getByRole('combobox', { name: `Tags of ${name}` });
    await tagInput.fill(tag);
    await tagInput.press('Enter');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('combobox', { name: 'Tags', exact: true }).click();
    await page.getByRole('option', { name: tag }).click();
    await expect.poll(() => names(), WAIT).toEqual([name]);
  });

  it('lists the new tag on /influencers/tags with its creator, and renames it', async () => {
    const tag = `e2e ${run}`;
    const [name] = await names();
    await page.getByRole('link', { name: TALENT_LABEL.tags }).click();
    const row = page.locator('tbody tr').filter({ hasText: tag });
    await row.getByRole('link', { name }).waitFor(WAIT);
    await row.getByRole('button', { name: `Rename ${tag}` }).click();
    await page.getByLabel('New name').fill(`renamed ${run}`);
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page
      .locator('tbody tr')
      .filter({ hasText: `renamed ${run}` })
      .getByRole('link', { name })
      .waitFor(WAIT);
    await page.goBack();
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(0);
  });

  it('opens the side panel on a name and closes it', async () => {
    const name = (await names())[0];
    await page.getByRole('button', { name: `Show ${name}` }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name, level: 3 }).waitFor();
    await panel.getByRole('link', { name: TALENT_LABEL.editProfile }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('tags several selected creators at once', async () => {
    await page.goto('/influencers?sortField=name');
    await expect.poll(() => rows().count(), WAIT).toBe(25);
    const picked = (await names()).slice(0, 2);
    for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const tagsToAdd = page.getByRole('combobox', { name: 'Tags to add' });
    await tagsToAdd.fill(`bulk ${run}`);
    await tagsToAdd.press('Enter');
    await page.getByRole('button', { name: 'Tag selected' }).click();
    await page.getByRole('combobox', { name: 'Tags', exact: true }).click();
    await page.getByRole('option', { name: `bulk ${run}` }).click(WAIT);
    await expect.poll(() => names(), WAIT).toEqual(picked);
  });

  it('shows the roster on a phone', async () => {
    const phone = await newPage(browser, baseUrl, VIEWPORT.phone);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto('/influencers');
    await expect.poll(() => phone.page.locator('tbody tr').count(), WAIT).toBe(25);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context.close();
  });
});
