import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TEXT } from '../shared/service-texts.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;

describe('The signed-in app says when it is offline or reconnecting', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The live connections the page has opened and kept (each passed on to the server). */
  const connections: WebSocketRoute[] = [];
  /** Subscriptions the page has asked for over them: a dropped socket is then made again (tRPC's lazy mode reconnects only for those). */
  let subscriptionsAsked = 0;
  let refuse = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, baseUrl));
    await page.routeWebSocket(/\/trpc-ws/, (ws) => {
      const server = ws.connectToServer();
      // While refused, a connection is dropped as soon as it is made, as by a server going down.
      if (refuse) return void server.close({ code: 4000, reason: 'refused by the test' });
      ws.onMessage((message) => {
        if (String(message).includes('"method":"subscription"')) subscriptionsAsked++;
        server.send(message);
      });
      connections.push(ws);
    });
    await signInAsDemoAdmin(page, '/influencers');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const status = () => page.getByRole('status').filter({ hasText: /offline|Reconnecting/ });

  it('shows nothing while connected', async () => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => subscriptionsAsked, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await status().count()).toBe(0);
  });

  it('shows "Reconnecting…" while the live connection is down, and hides it once it is back', async () => {
    refuse = true;
    await Promise.all(connections.map((connection) => connection.close({ code: 4000, reason: 'dropped by the test' })));
    await page.getByRole('status').filter({ hasText: SERVICE_TEXT.reconnecting }).waitFor();
    const before = connections.length;
    refuse = false;
    await expect.poll(() => connections.length, { timeout: 30_000 }).toBeGreaterThan(before);
    await status().waitFor({ state: 'detached' });
  });

  it('shows the offline message while the browser has no network', async () => {
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: SERVICE_TEXT.offline }).waitFor();
    await context.setOffline(false);
    await status().waitFor({ state: 'detached' });
  });
});
