import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, VIEWPORT } from '../../e2e/helpers/browser.js';
import { signInAsDemoAdmin } from '../../e2e/helpers/sign-in.js';
import { loadSamples } from '../../e2e/sweep/samples.js';
import { startServerProcess } from '../../tests/helpers/server-process.js';
import { IMAGES_DIR, SHOTS } from './shots.js';

/**
 * Takes every docs image (shots.ts) in headless Chromium against a fresh server with the demo
 * data: `npm run docs:screenshots` (it builds the web app first).
 */
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, IMAGES_DIR);

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  console.log('Starting a server with the demo data on a fresh embedded PostgreSQL…');
  const server = await startServerProcess({ SEED_DEMO: 'true' });
  let browser: Browser | undefined;
  try {
    const sample = await loadSamples(server.databaseUrl);
    browser = await launchBrowser();
    const signedIn = await newPage(browser, server.baseUrl, VIEWPORT.desktop);
    await signInAsDemoAdmin(signedIn.page);
    for (const [index, shot] of SHOTS.entries()) {
      const url = shot.path.replaceAll(/:([A-Za-z]+)/g, (_, name: string) => sample(name, shot.path) ?? '');
      const page = shot.signedIn ? signedIn.page : (await newPage(browser, server.baseUrl, VIEWPORT[shot.viewport])).page;
      await page.setViewportSize(VIEWPORT[shot.viewport]);
      await page.goto(url);
      await settled(page);
      if (shot.act) {
        await shot.act(page);
        await settled(page);
      }
      await page.screenshot({ path: path.join(outDir, shot.file) });
      console.log(`[${index + 1}/${SHOTS.length}] ${shot.file} ← ${url}`);
      if (!shot.signedIn) await page.context().close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(`${SHOTS.length} images written to ${IMAGES_DIR}/`);
}

/** Waits until the page has its data: no request in flight, no skeleton or loader showing, fonts and eager images loaded. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]') &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
      document.fonts.status === 'loaded',
  );
  // Enter transitions (modals, notifications) finish, so the image shows the page at rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

await main();
