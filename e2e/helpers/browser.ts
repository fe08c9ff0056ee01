import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const VIEWPORT = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The system Chromium (Debian's package), headless, with a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A fresh context (its own cookies) with one page at the given viewport. */
export async function newPage(browser: Browser, baseUrl: string, viewport: { width: number; height: number } = VIEWPORT.desktop) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport });
  const page: Page = await context.newPage();
  // A failing spec is diagnosed from CI's log: the browser's own errors go there too.
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[browser console] ${message.text()}`);
  });
  return { context, page };
}

/** Opens a public page and waits until it answers taps: it arrives rendered, and a tap before its script has hydrated it does nothing. */
export async function openPublic(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}
