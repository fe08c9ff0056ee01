import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL } from '../shared/labels.js';
import { DURATION } from '../shared/limits.js';
import { MSG } from '../shared/messages.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { demoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;

describe('Foundation: sign in, settings, sign out in every tab', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, baseUrl));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const navigation = () => page.getByRole('navigation', { name: 'Main' });
  const accountMenu = () => page.getByRole('button', { name: LABEL.accountMenu });

  it('sends a signed-out visitor of an unknown address to /signin, and /login to /signin', async () => {
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no-such-page');

    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('sends a visitor of a signed-in page to /signin, remembering where they were going', async () => {
    await page.goto('/configure');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/configure');
    expect(await navigation().count()).toBe(0);
  });

  it('says "Sign-in not successful" for a wrong password, for 3 seconds', async () => {
    await submitSignIn(page, demoAdmin.email, 'not-the-password');
    const failure = page.getByRole('alert').filter({ hasText: MSG.signInFailed });
    await failure.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await failure.waitFor({ state: 'hidden', timeout: DURATION.signInErrorVisible + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThan(DURATION.signInErrorVisible - 500);
    expect(new URL(page.url()).pathname).toBe('/signin');
  });

  it('signs in through the form and lands where the visitor was going, with the navigation', async () => {
    await submitSignIn(page, demoAdmin.email, demoAdmin.password);
    await page.waitForURL((url) => url.pathname === '/configure');
    await navigation().waitFor({ state: 'visible' });
    expect(await accountMenu().textContent()).toContain('Avery');
  });

  it('sends a signed-in visitor of /signin to the app', async () => {
    await page.goto('/signin');
    await page.waitForURL((url) => url.pathname !== '/signin');
    await page.goto('/configure');
    await navigation().waitFor({ state: 'visible' });
  });

  it('shows Not Found inside the app, navigation kept, with a link home', async () => {
    await page.goto('/no-such-page');
    await page.getByText(MSG.notFoundBody).waitFor({ state: 'visible' });
    await navigation().waitFor({ state: 'visible' });
    await page.getByRole('link', { name: MSG.goHome }).click();
    await page.getByText(MSG.notFoundBody).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/no-such-page');
    await page.goto('/configure');
  });

  it('saves a new nickname on /configure, and a reload still shows it', async () => {
    const nickname = page.getByLabel(LABEL.nickname);
    await nickname.fill('Avery E2E');
    await page.getByRole('button', { name: LABEL.saveDetails }).click();
    await page.getByText(MSG.saved).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: LABEL.accountMenu }).filter({ hasText: 'Avery E2E' }).waitFor();

    await page.reload();
    await page.getByLabel(LABEL.nickname).waitFor();
    expect(await page.getByLabel(LABEL.nickname).inputValue()).toBe('Avery E2E');
    expect(await accountMenu().textContent()).toContain('Avery E2E');
  });

  it('does not send a password change whose confirmation differs', async () => {
    let sent = false;
    const watch = (request: { url(): string }) => {
      if (request.url().includes('account.changePassword')) sent = true;
    };
    page.on('request', watch);
    await page.getByLabel(LABEL.currentPassword).fill(demoAdmin.password);
    await page.getByLabel(LABEL.newPassword, { exact: true }).fill('a-new-password');
    await page.getByLabel(LABEL.confirmNewPassword).fill('another-password');
    await page.getByRole('button', { name: LABEL.changePassword }).click();
    // The form refuses to submit in the same click that shows the message.
    await page.getByText(MSG.newPasswordMismatch).waitFor({ state: 'visible' });
    page.off('request', watch);
    expect(sent).toBe(false);
  });

  it('says "Choose a longer password" for a short new password, and sends it all the same', async () => {
    await page.reload();
    await page.getByLabel(LABEL.currentPassword).fill(demoAdmin.password);
    await page.getByLabel(LABEL.newPassword, { exact: true }).fill('abc');
    await page.getByLabel(LABEL.confirmNewPassword).fill('abc');
    const sent = page.waitForResponse((response) => response.url().includes('account.changePassword'));
    await page.getByRole('button', { name: LABEL.changePassword }).click();
    expect((await sent).status()).toBe(400);
    await page.getByText(MSG.passwordTooShort).waitFor({ state: 'visible' });
  });

  it('signs out in one tab, and the other tab of the session follows to /signin within 2 seconds', async () => {
    const secondTab = await context.newPage();
    await secondTab.goto('/configure');
    await secondTab.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' });

    await page.bringToFront();
    await accountMenu().click();
    // Started before the click, so it allows strictly less than 2 s after it.
    const secondTabFollows = secondTab.waitForURL((url) => url.pathname === '/signin', { timeout: 2000 });
    await page.getByRole('menuitem', { name: LABEL.signOut }).click();
    await secondTabFollows;

    await secondTab.getByRole('button', { name: LABEL.signIn }).waitFor({ state: 'visible' });
    await page.getByText(MSG.signedOut).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/signout');
  });
});
