import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_TEXT } from '../shared/webhook-constants.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
/** An address of the documentation range: public, so accepted, and never answering. */
const endpoint = 'https://203.0.113.7/pitchroom';

describe('Settings → Webhooks', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const form = () => page.getByRole('form', { name: WEBHOOK_TEXT.add });

  it('refuses an address on a private network, then adds a public one with its events', async () => {
    await signInAsDemoAdmin(page, '/configure');
    await page.getByText(WEBHOOK_TEXT.empty).waitFor();
    await form().getByLabel(WEBHOOK_TEXT.url).fill('https://10.0.0.5/hook');
    await form().getByLabel(WEBHOOK_EVENTS['sheet.opened']).check();
    await form().getByLabel(WEBHOOK_EVENTS['creator_call.reviewed']).check();
    await form().getByRole('button', { name: WEBHOOK_TEXT.save }).click();
    await form().getByText(WEBHOOK_TEXT.privateAddress).waitFor();

    await form().getByLabel(WEBHOOK_TEXT.url).fill(endpoint);
    await form().getByRole('button', { name: WEBHOOK_TEXT.save }).click();
    const item = page.getByRole('listitem', { name: endpoint });
    await item.waitFor();
    await item.getByText('sheet.opened').waitFor();
    await item.getByText('creator_call.reviewed').waitFor();
    expect(await item.getByText(/^whsec_/).count()).toBe(1);
    expect(await form().getByLabel(WEBHOOK_TEXT.url).inputValue()).toBe('');
  });

  it('sends a test event and shows it in the delivery log with its attempt', async () => {
    const item = page.getByRole('listitem', { name: endpoint });
    await item.getByRole('button', { name: WEBHOOK_TEXT.sendTest }).click();
    await page.getByText(WEBHOOK_TEXT.testQueued).waitFor();
    await item.getByRole('button', { name: WEBHOOK_TEXT.deliveries }).click();
    const log = page.getByRole('dialog');
    await log.getByText('webhook.test').waitFor();
    // The address never answers: the attempt is logged with why (after the 10 s wait at most), and the delivery stays pending for its retries.
    await log.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    expect(await log.getByRole('listitem').first().textContent()).toMatch(/ms$/);
    expect(await log.getByRole('button', { name: WEBHOOK_TEXT.redeliver }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });
  });

  it('disables, enables and removes the endpoint', async () => {
    const item = page.getByRole('listitem', { name: endpoint });
    await item.getByRole('button', { name: WEBHOOK_TEXT.disable }).click();
    await item.getByText(WEBHOOK_TEXT.disabledBadge).waitFor();
    await item.getByRole('button', { name: WEBHOOK_TEXT.enable }).click();
    await item.getByText(WEBHOOK_TEXT.disabledBadge).waitFor({ state: 'detached' });
    await item.getByRole('button', { name: `${WEBHOOK_TEXT.remove} ${endpoint}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: WEBHOOK_TEXT.remove }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByText(WEBHOOK_TEXT.empty).waitFor();
  });
});
