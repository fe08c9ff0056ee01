import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { BRAND_CALL_TEXT as B } from '../shared/creator-call-texts.js';
import { LABEL } from '../shared/labels.js';
import { MSG } from '../shared/messages.js';
import { MESSAGING_LABEL as M } from '../shared/messaging-texts.js';
import { NOTIFICATION_LABEL as N } from '../shared/notification-texts.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { openDatabase, type Orm } from '../server/orm.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
/** The signed-in navigation bar's height (signed-in-layout.tsx). */
const HEADER_HEIGHT = 64;

describe('Forms and toasts a user meets everywhere', () => {
  let browser: Browser;
  let phone: Page;
  let orm: Orm;

  beforeAll(async () => {
    // A user of its own: nothing another spec does to the demo team shows on these pages.
    orm = await openDatabase(e2eServer().databaseUrl);
    const { user } = await createUser(orm.em.fork(), { role: 'team_admin' });
    browser = await launchBrowser();
    ({ page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone));
    await phone.goto('/signin?redirect=%2Fconfigure');
    await submitSignIn(phone, user.email, TEST_PASSWORD);
    await phone.waitForURL((url) => url.pathname === '/configure');
  });
  afterAll(async () => {
    await browser?.close();
    await orm?.close();
  });

  it('keeps a confirmation toast off the open notifications list', async () => {
    const bell = phone.getByRole('button', { name: new RegExp(`^${N.menu}`) });
    await bell.waitFor();
    await phone.getByRole('button', { name: LABEL.saveDetails }).click();
    await phone.getByRole('alert').filter({ hasText: MSG.saved }).waitFor();
    await bell.click();
    await phone.getByRole('menu').waitFor();
    const overlap = await phone.evaluate(() => {
      const toast = document.querySelector('.mantine-Notification-root')?.getBoundingClientRect();
      const menu = document.querySelector('[role=menu]')!.getBoundingClientRect();
      if (!toast) return 'the toast closed before it could be measured';
      return toast.bottom > menu.top && toast.top < menu.bottom && toast.right > menu.left && toast.left < menu.right;
    });
    expect(overlap).toBe(false);
    await phone.keyboard.press('Escape');
  });

  it('gives every label of one dialog the same size, and names the field an error is under', async () => {
    await phone.goto('/messages');
    await phone.getByRole('button', { name: M.newMessage }).click();
    const dialog = phone.getByRole('dialog', { name: M.newMessage });
    const sizes = await dialog.locator('label').evaluateAll((labels) => [...new Set(labels.map((l) => getComputedStyle(l).fontSize))]);
    expect(sizes).toHaveLength(1);
    await dialog.getByRole('button', { name: M.send }).click();
    expect(await dialog.getByRole('textbox', { name: M.subject }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(M.subjectRequired).count()).toBe(1);
    expect(await dialog.getByText(/Title/).count()).toBe(0);
    await phone.keyboard.press('Escape');
  });

  it('brings the first missing field of a long form into view below the header on an empty submit', async () => {
    const { page: brand } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await brand.goto(`/signin?redirect=${encodeURIComponent('/brand-creator-calls/new')}`);
    await submitSignIn(brand, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    await brand.waitForURL((url) => url.pathname === '/brand-creator-calls/new');
    const publish = brand.getByRole('button', { name: B.publish });
    await publish.scrollIntoViewIfNeeded();
    await publish.click();
    const title = brand.getByRole('textbox', { name: B.title });
    await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = (await title.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.phone.height);
  });
});
