import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_LABEL as L } from '../shared/collection-labels.js';
import { DURATION } from '../shared/limits.js';
import { MSG } from '../shared/messages.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { createSheets } from './helpers/collections-data.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const sheet = {
  first: { title: `Beauty ${run}`, publicTitle: `Beauty picks ${run}` },
  second: { title: `Fitness ${run}`, publicTitle: `Fitness picks ${run}` },
  untitled: { title: `Gaming ${run}` },
};

describe('Collections: create, add, reorder, validate, autosave, co-edit, rename, delete', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await createSheets(baseUrl, [sheet.first, sheet.second, sheet.untitled]);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const indicator = () => page.getByRole('status').filter({ hasText: new RegExp(`^(${L.saved}|${L.saving.replace(/\./g, '\\.')}|${L.notSaved})$`) });
  const includedTitles = () => page.getByTestId('included-sheet').getByTestId('public-title').allTextContents();
  const availableRow = (title: string) => page.getByTestId('available-sheet').filter({ hasText: title });
  const waitSaved = () =>
    indicator()
      .filter({ hasText: new RegExp(`^${L.saved}$`) })
      .waitFor({ timeout: DURATION.collectionAutosave + 8000 });

  it('creates a collection from the list modal and opens its editor', async () => {
    await signInAsDemoAdmin(page, '/collections');
    await page.getByRole('button', { name: L.createCollection }).click();
    await page.getByLabel(L.collectionTitle).fill(`Pitch ${run}`);
    await page.getByRole('button', { name: L.create, exact: true }).click();
    await page.waitForURL((url) => /^\/collection\/[A-Za-z0-9_-]{22}$/.test(url.pathname));
    await page.getByRole('heading', { name: `Pitch ${run}` }).waitFor();
    await page.getByText(L.emptyCollection).waitFor();
    expect(await page.getByRole('button', { name: L.saveCollection }).isDisabled()).toBe(true);
  });

  it('filters Available Sheets by title and autosaves added sheets: Saving... then Saved', async () => {
    await page.getByPlaceholder(L.filterByTitle).fill(run);
    await expect.poll(() => page.getByTestId('available-sheet').count(), { timeout: DURATION.collectionTitleFilter + 5000 }).toBe(3);
    await availableRow(sheet.first.title)
      .getByRole('button', { name: new RegExp(`^${L.add.replace('+', '\\+')}`) })
      .click();
    await availableRow(sheet.second.title)
      .getByRole('button', { name: new RegExp(`^${L.add.replace('+', '\\+')}`) })
      .click();
    expect(await indicator().textContent()).toBe(L.saving);
    await waitSaved();
    expect(await includedTitles()).toEqual([sheet.first.publicTitle, sheet.second.publicTitle]);
  });

  it('reorders by dragging, and the order survives a reload', async () => {
    const handles = page.getByRole('button', { name: L.dragHandle });
    await drag(page, handles.nth(1), handles.nth(0));
    expect(await includedTitles()).toEqual([sheet.second.publicTitle, sheet.first.publicTitle]);
    await indicator().filter({ hasText: L.saving }).waitFor();
    await waitSaved();
    await page.reload();
    await page.getByTestId('included-sheet').first().waitFor();
    expect(await includedTitles()).toEqual([sheet.second.publicTitle, sheet.first.publicTitle]);
  });

  it('refuses to save a sheet without a public title with the spec message, then saves once it has one', async () => {
    const failedRequests: string[] = [];
    page.on('response', (response) => response.status() >= 400 && failedRequests.push(`${response.status()} ${response.url()}`));
    await page.getByPlaceholder(L.filterByTitle).fill(run);
    await availableRow(sheet.untitled.title)
      .getByRole('button', { name: new RegExp(`^${L.add.replace('+', '\\+')}`) })
      .waitFor();
    await availableRow(sheet.untitled.title)
      .getByRole('button', { name: new RegExp(`^${L.add.replace('+', '\\+')}`) })
      .click();
    await page
      .getByTestId('save-refusal')
      .filter({ hasText: MSG.collectionSaveCheck })
      .waitFor({ timeout: DURATION.collectionAutosave + 5000 });
    expect(await indicator().innerText()).toBe(L.notSaved);
    // The editor knows the rule: no refused request (and so no error in the browser console).
    expect(failedRequests).toEqual([]);
    await page.getByRole('button', { name: `${L.editPublicTitle}: ${sheet.untitled.title}` }).click();
    await page.getByText(L.publicTitleWarning).waitFor();
    await page.getByLabel(L.publicTitleField, { exact: true }).fill(`Gaming picks ${run}`);
    await page.getByRole('button', { name: L.savePublicTitle }).click();
    await page.getByText(MSG.publicTitleSaved).waitFor();
    await page.getByRole('button', { name: L.saveCollection }).click();
    await page.getByText(MSG.collectionSaved).first().waitFor();
    await waitSaved();
    expect(await page.getByTestId('save-refusal').count()).toBe(0);
    expect(await includedTitles()).toEqual([sheet.second.publicTitle, sheet.first.publicTitle, `Gaming picks ${run}`]);
  });

  it("shows a colleague's save in another open editor without a reload", async () => {
    const other = await newPage(browser, baseUrl);
    await signInAsDemoAdmin(other.page, new URL(page.url()).pathname);
    const otherTitles = () => other.page.getByTestId('included-sheet').getByTestId('public-title').allTextContents();
    await other.page.getByTestId('included-sheet').nth(2).waitFor();
    await page.getByRole('button', { name: `${L.remove} ${sheet.first.title}` }).click();
    await waitSaved();
    await expect.poll(otherTitles, { timeout: 5000 }).toEqual([sheet.second.publicTitle, `Gaming picks ${run}`]);
    await other.context.close();
  });

  it('renames the collection by its own call', async () => {
    await page.getByRole('button', { name: L.editTitle }).click();
    await page.getByLabel(L.collectionTitle).fill(`Pitch renamed ${run}`);
    await page.getByRole('button', { name: L.saveTitle }).click();
    await page.getByRole('heading', { name: `Pitch renamed ${run}` }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Pitch renamed ${run}` }).waitFor();
  });

  it('lists it with its first sheet titles, copies its link, and deletes it after confirmation', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: L.navCollections }).click();
    await page.getByPlaceholder(L.filterByName).fill(`renamed ${run}`);
    const row = page.getByTestId('collection-row').filter({ hasText: `Pitch renamed ${run}` });
    await row.waitFor();
    // The filter applies after its debounce; until then the unfiltered list (with the demo's collection) shows.
    await expect.poll(() => page.getByTestId('collection-row').count(), { timeout: 5000 }).toBe(1);
    expect(await row.textContent()).toContain(sheet.second.title);
    expect(await row.textContent()).not.toContain(sheet.first.title);
    await row.getByRole('button', { name: L.copyLink }).click();
    await page.getByText(MSG.linkCopied).first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${baseUrl}/public/collection/[A-Za-z0-9_-]{22}$`));
    await row.getByRole('button', { name: `${L.delete} Pitch renamed ${run}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: L.delete }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText(L.noMatches).waitFor();
  });
});

/** Drags like a person: press on the handle, move in steps, release over the target. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 12 });
  await page.mouse.up();
}
