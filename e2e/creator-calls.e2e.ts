import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_TEXT as T } from '../shared/creator-call-texts.js';
import { DURATION } from '../shared/limits.js';
import { SHEET_LABEL as L } from '../shared/sheet-labels.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { createOpenCall } from './helpers/creator-calls-data.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const callTitle = `E2E Call ${run}`;

describe('Creator Calls: the list, hiding with undo, restoring', () => {
  let browser: Browser;
  let page: Page;
  let callId: string;

  beforeAll(async () => {
    callId = await createOpenCall(e2eServer().databaseUrl, callTitle);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const card = (title: string) => page.getByTestId('creator-call').filter({ has: page.getByRole('heading', { name: title }) });

  it('is reached from the account menu and shows open calls with their response state', async () => {
    await signInAsDemoAdmin(page, '/configure');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: T.listTitle }).click();
    await page.waitForURL((url) => url.pathname === '/creator-calls');
    await card(callTitle).waitFor();
    // Not in the navigation (spec §2.7).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link', { name: T.listTitle }).count()).toBe(0);
    // The demo team has a draft for one call and a sent response for another.
    expect(await page.getByTestId('creator-call').filter({ hasText: T.draftCreated }).count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('creator-call').filter({ hasText: T.responseSent }).count()).toBeGreaterThanOrEqual(1);
    const mine = card(callTitle);
    for (const text of ['E2E Brand', 'Creators for an e2e run.', '1 Reel', 'United States', '$1,000']) await mine.getByText(text).first().waitFor();
    expect(await mine.getByRole('link', { name: T.startResponse }).getAttribute('href')).toBe(`/creator-call-response/${callId}`);
  });

  it('hides a call with "This call will not be shown again", and Undo within 3 s keeps it', async () => {
    await page.getByRole('button', { name: T.hideCall(callTitle) }).click();
    await page.getByTestId('hiding-call').getByText(T.hiddenForGood).waitFor();
    expect(await card(callTitle).count()).toBe(0);
    await page.getByRole('button', { name: T.undo }).click();
    await card(callTitle).waitFor();
    await page.reload();
    await card(callTitle).waitFor();
    expect(await page.getByRole('button', { name: T.showHidden(1) }).count()).toBe(0);
  });

  it('stores the hidden call after 3 s: gone after a reload, listed under the hidden calls, restorable', async () => {
    await page.getByRole('button', { name: T.hideCall(callTitle) }).click();
    await page.getByTestId('hiding-call').waitFor();
    await page.getByTestId('hiding-call').waitFor({ state: 'detached', timeout: DURATION.hiddenCallMessage + 5000 });
    await page.reload();
    await page.getByTestId('creator-call').first().waitFor();
    expect(await card(callTitle).count()).toBe(0);
    await page.getByRole('button', { name: T.showHidden(1) }).click();
    await card(callTitle).getByRole('button', { name: T.restore }).click();
    await card(callTitle)
      .getByRole('button', { name: T.hideCall(callTitle) })
      .waitFor();
    await page.reload();
    await card(callTitle).waitFor();
  });

  it('fits a phone: cards in one column, nothing wider than the screen', async () => {
    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(phone, '/creator-calls');
    await phone.getByTestId('creator-call').nth(1).waitFor();
    const [first, second] = await Promise.all([0, 1].map((i) => phone.getByTestId('creator-call').nth(i).boundingBox()));
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.phone.width);
    await phone.context().close();
  });

  it('says "No Creator Calls" when every call is hidden', async () => {
    const ids = await page.getByTestId('creator-call').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-call-id')));
    await page.evaluate((hidden) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('pitchroom.hiddenCreatorCalls.'));
      if (!key) throw new Error('the hidden calls were never stored');
      localStorage.setItem(key, JSON.stringify(hidden));
    }, ids);
    await page.reload();
    await page.getByText(T.noCreatorCalls).waitFor();
    expect(await page.getByRole('button', { name: T.showHidden(ids.length) }).count()).toBe(1);
  });
});

describe('Creator Calls: answering a call with a sheet, previewing and submitting it', () => {
  let browser: Browser;
  let page: Page;
  let callId: string;
  const title = `E2E Answer ${run}`;

  beforeAll(async () => {
    callId = await createOpenCall(e2eServer().databaseUrl, title);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rosterAdd = (row: number) =>
    page
      .getByTestId('roster-row')
      .nth(row)
      .getByRole('button', { name: new RegExp(`^${L.add} `) });

  it('opens the response sheet from the card: its title, the draft banner and Submit, no Preview Link yet', async () => {
    await signInAsDemoAdmin(page, '/creator-calls');
    await page.getByTestId('creator-call').filter({ hasText: title }).getByRole('link', { name: T.startResponse }).click();
    await page.waitForURL((url) => url.pathname === `/creator-call-response/${callId}`);
    await page.getByRole('heading', { name: T.responseTo(title) }).waitFor();
    await page.getByText(L.responseDraftBanner).waitFor();
    await page.getByRole('button', { name: T.submit }).waitFor();
    expect(await page.getByRole('link', { name: T.previewLink }).count()).toBe(0);
    expect(await page.getByRole('button', { name: T.submit }).isDisabled()).toBe(true);
  });

  it('adds 3 creators, autosaves, and then shows the Preview Link', async () => {
    await page.getByTestId('roster-row').nth(2).waitFor();
    for (const row of [0, 1, 2]) await rosterAdd(row).click();
    expect(await page.getByTestId('sheet-talent').count()).toBe(3);
    await page.getByRole('link', { name: T.previewLink }).waitFor({ timeout: DURATION.sheetAutosave + 8000 });
  });

  it('previews the response as the brand will see it', async () => {
    const names = await page.getByTestId('sheet-talent').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    await page.getByRole('link', { name: T.previewLink }).click();
    await page.waitForURL((url) => url.pathname === `/creator-call-response/preview/${callId}`);
    await page.getByText(T.previewNote).waitFor();
    await page.getByTestId('preview-creator').nth(2).waitFor();
    expect(await page.getByTestId('preview-creator').count()).toBe(3);
    for (const name of names) await page.getByTestId('response-preview').getByText(name!, { exact: true }).waitFor();
    await page.getByRole('link', { name: T.backToResponse }).click();
    await page.getByRole('heading', { name: T.responseTo(title) }).waitFor();
  });

  it('submits: "Response Submitted", the submitted banner, and the card says the response was sent', async () => {
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByRole('dialog', { name: T.submitConfirmTitle }).getByRole('button', { name: T.submit }).click();
    await page.getByText(T.responseSubmitted, { exact: true }).waitFor();
    await page.getByText(L.responseSubmittedBanner).waitFor();
    expect(await page.getByText(L.responseDraftBanner).count()).toBe(0);
    expect(await page.getByTestId('preview-creator').count()).toBe(3);
    await page.getByRole('link', { name: T.backToCalls }).click();
    await page.getByTestId('creator-call').filter({ hasText: title }).getByText(T.responseSent).waitFor();
  });
});
