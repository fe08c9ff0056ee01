import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACTIONS_LABEL, TEAM_LABEL } from '../shared/account-labels.js';
import { HOME_PATH } from '../client/lib/paths.js';
import { LABEL } from '../shared/labels.js';
import { ACT_AS_TEXT } from '../shared/role-texts.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;

describe('Staff act as a user', () => {
  let browser: Browser;
  let page: Page;
  let memberId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    const member = new ApiClient(baseUrl);
    memberId = (await member.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD)).json.user.user_id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff act as a member from Settings: a banner says so on every page', async () => {
    await page.goto('/signin?redirect=%2Fconfigure');
    await submitSignIn(page, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/configure');
    const form = page.getByRole('form', { name: TEAM_LABEL.actAsUser });
    await form.getByLabel(TEAM_LABEL.userId).fill(String(memberId));
    await form.getByRole('button', { name: TEAM_LABEL.actAs }).click();
    // Acting loads a fresh page; a navigation of our own before it has landed would cancel it.
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    await page.waitForLoadState();
    const banner = page.getByRole('status', { name: ACT_AS_TEXT.end });
    await banner.getByText(DEMO_ACCOUNTS.member.email).waitFor();
    expect(await banner.textContent()).toContain(DEMO_ACCOUNTS.staff.fullName);
    await page.goto('/influencers');
    await banner.waitFor();
    await page.goto('/configure');
    await banner.waitFor();
    await page.getByLabel(LABEL.fullName).first().waitFor();
    expect(await page.getByRole('form', { name: TEAM_LABEL.actAsUser }).count()).toBe(0);
  });

  it('ends acting with the banner’s button and is the staff user again', async () => {
    await page.getByRole('button', { name: ACT_AS_TEXT.end }).click();
    await page.waitForURL((url) => url.pathname === '/configure');
    await page.getByRole('form', { name: TEAM_LABEL.actAsUser }).waitFor();
    expect(await page.getByRole('status', { name: ACT_AS_TEXT.end }).count()).toBe(0);
  });

  it('staff open Staff actions from their menu and see what was done as the member', async () => {
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: STAFF_ACTIONS_LABEL.title }).click();
    await page.waitForURL((url) => url.pathname === '/staff/actions');
    const table = page.getByRole('table', { name: STAFF_ACTIONS_LABEL.title });
    const ended = table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.member.email }).filter({ hasText: 'staff.endActing' });
    await ended.first().waitFor();
    expect(await ended.first().textContent()).toContain(DEMO_ACCOUNTS.staff.fullName);
    expect(await table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.member.email }).filter({ hasText: 'staff.startActing' }).count()).toBeGreaterThan(0);

    const { context, page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await phone.goto('/signin?redirect=%2Fstaff%2Factions');
    await submitSignIn(phone, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
    await phone.getByRole('list', { name: STAFF_ACTIONS_LABEL.title }).getByRole('listitem').first().waitFor();
    await context.close();
  });

  it('the Staff actions screen is not in the menu of anyone else', async () => {
    const { context, page: member } = await newPage(browser, baseUrl);
    await member.goto('/signin?redirect=%2Fconfigure');
    await submitSignIn(member, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await member.waitForURL((url) => url.pathname === '/configure');
    await member.getByTestId('account-menu').click();
    await member.getByRole('menuitem', { name: LABEL.settings }).waitFor();
    expect(await member.getByRole('menuitem', { name: STAFF_ACTIONS_LABEL.title }).count()).toBe(0);
    await context.close();
  });
});
