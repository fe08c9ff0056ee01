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
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh context (its own cookies) with one page at the given viewport. */
export async function newPage(browser: Browser, baseUrl: string, viewport: { width: number; height: number } = VIEWPORT.desktop) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport });
  const page: Page = await context.newPage();
  return { context, page };
}
