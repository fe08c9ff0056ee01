import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL } from '../shared/labels.js';
import { MSG } from '../shared/messages.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;

/** Nothing sticks out sideways: the page fits the screen's width. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each(Object.entries(VIEWPORT))('pages fit a %s screen', (_name, viewport) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl, viewport));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('/signin', async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: LABEL.signIn }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });

  it('/configure', async () => {
    await signInAsDemoAdmin(page, '/configure');
    await page.getByRole('button', { name: LABEL.changePassword }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });

  it('/signout', async () => {
    await page.goto('/signout');
    await page.getByText(MSG.signedOut).waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });
});
