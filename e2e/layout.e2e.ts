import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL } from '../shared/labels.js';
import { MSG } from '../shared/messages.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
/** Screenshots of each page for a person to look at (git-ignored by default). */
const shotsDir = process.env.E2E_SHOTS_DIR ?? path.resolve(import.meta.dirname, 'artifacts/shots');

/** Nothing sticks out sideways: the page fits the screen's width. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each(Object.entries(VIEWPORT))('pages fit a %s screen', (name, viewport) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl, viewport));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const shoot = (route: string) => page.screenshot({ path: path.join(shotsDir, `${route}-${name}.png`), fullPage: true });

  it('/signin', async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: LABEL.signIn }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot('signin');
  });

  it('/configure', async () => {
    await signInAsDemoAdmin(page, '/configure');
    await page.getByRole('button', { name: LABEL.changePassword }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot('configure');
  });

  it('/signout', async () => {
    await page.goto('/signout');
    await page.getByText(MSG.signedOut).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot('signout');
  });
});
