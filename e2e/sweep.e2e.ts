import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { layoutProblems, watchErrors } from './sweep/page-check.js';
import { addressOf, sweepRoutes } from './sweep/route-list.js';
import { EXPECTED_CONSOLE, loadSamples } from './sweep/samples.js';
import { problemsAt } from './sweep/visit.js';

const { baseUrl, databaseUrl } = e2eServer();
const routes = sweepRoutes();
let browser: Browser;
let samples: Awaited<ReturnType<typeof loadSamples>>;
let visited = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  samples = await loadSamples(databaseUrl);
});
afterAll(async () => {
  console.log(`sweep: visited ${visited} pages (${routes.length} routes x ${Object.keys(VIEWPORT).length} widths)`);
  await browser?.close();
});

/**
 * Spec §2.2 and issue #18: every route of the app, signed in (and each public page signed out),
 * at a phone and a desktop width, with the demo data: no uncaught error, no console error, nothing
 * beyond the right edge, no serious or critical axe-core violation.
 */
describe.each(Object.entries(VIEWPORT))('every screen at %s width', (_, viewport) => {
  const tabs: Record<'in' | 'out', { context: BrowserContext; page: Page; errors: string[] }> = {} as never;

  beforeAll(async () => {
    for (const who of ['out', 'in'] as const) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      if (who === 'in') await signInAsDemoAdmin(page, '/talent-sheets');
      tabs[who] = { context, page, errors: watchErrors(page) };
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(tabs).map((tab) => tab.context.close()));
  });

  it.each(routes.map((route) => [route.signedIn ? 'signed in' : 'signed out', route.pattern, route] as const))('%s: %s', async (_who, _pattern, route) => {
    const tab = tabs[route.signedIn ? 'in' : 'out'];
    const expected = EXPECTED_CONSOLE[route.pattern];
    const problems = (await problemsAt(tab.page, tab.errors, addressOf(route, samples))).filter((problem) => !expected?.test(problem));
    visited += 1;
    expect(problems.join('\n')).toBe('');
  });
});

describe('the sweep itself', () => {
  it('catches a control pushed beyond the right edge', async () => {
    const { page, context } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(page, '/talent-sheets');
    await page.waitForLoadState('networkidle');
    expect(await layoutProblems(page)).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '1200px';
      wide.innerHTML = '<button style="margin-left: 1000px">Out of reach</button>';
      document.body.append(wide);
    });
    const problems = await layoutProblems(page);
    expect(problems.some((p) => p.startsWith('the page is'))).toBe(true);
    expect(problems.some((p) => p.startsWith('button "Out of reach" ends at'))).toBe(true);
    await context.close();
  });
});
