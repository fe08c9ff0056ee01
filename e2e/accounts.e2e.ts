import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LABEL, TEAM_LABEL } from '../shared/account-labels.js';
import { ACCOUNT_TEXT } from '../shared/account-texts.js';
import { LABEL } from '../shared/labels.js';
import { MSG } from '../shared/messages.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM, SECOND_DEMO_TEAM } from '../server/seed/demo-accounts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';
import { SHEET_LABEL } from '../shared/sheet-labels.js';
import { ANALYTICS_TEXT } from '../shared/analytics.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const invitee = { email: `invitee-${run}@example.test`, password: 'invitee-first', newPassword: 'invitee-second' };

/**
 * Opens the dev mailbox until the `nth` e-mail to `to` with a link to `prefix` has arrived (the mail
 * job delivers it a moment after the call), and follows the newest such link.
 */
async function followMailLink(page: Page, to: string, prefix: string, nth = 1) {
  const links = page.locator(`a[href*="${prefix}"]`);
  await expect
    .poll(
      async () => {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
        return links.count();
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeGreaterThanOrEqual(nth);
  await links.first().click();
  await page.waitForURL((url) => url.pathname.startsWith(prefix));
}

describe('Accounts: invitation, password reset, switching organisation', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a team admin invites a member from Manage Organization', async () => {
    await signInAsDemoAdmin(page, '/configure');
    const invite = page.getByRole('form', { name: TEAM_LABEL.inviteMember });
    await invite.getByLabel(TEAM_LABEL.inviteEmail).fill(invitee.email);
    await invite.getByRole('button', { name: TEAM_LABEL.sendInvitation }).click();
    await page.getByText(TEAM_LABEL.invitationSent).waitFor();
    await page.getByText(TEAM_LABEL.pendingInvitations).waitFor();
    await page.getByText(invitee.email).waitFor();
    // The organization's people only: the platform's staff and site admin are not its members to remove.
    await page.getByText(DEMO_ACCOUNTS.teamAdmin.email).first().waitFor();
    for (const platform of [DEMO_ACCOUNTS.staff, DEMO_ACCOUNTS.siteAdmin]) {
      expect(await page.getByText(platform.email).count()).toBe(0);
      expect(await page.locator(`[aria-label*="${platform.email}"]`).count()).toBe(0);
    }
  });

  it('the invitee accepts from the dev mailbox, sets a password and is signed in', async () => {
    const { page: fresh } = await newPage(browser, baseUrl);
    await followMailLink(fresh, invitee.email, '/new-user-confirm/');
    await fresh.getByText(invitee.email).waitFor();
    await fresh.getByLabel(ACCOUNT_LABEL.password).fill(invitee.password);
    await fresh.getByLabel(ACCOUNT_LABEL.confirmPassword).fill(invitee.password);
    await fresh.getByRole('button', { name: ACCOUNT_LABEL.confirmAccount }).click();
    await fresh.getByText(MSG.nameRequired).waitFor();
    await fresh.getByLabel(LABEL.fullName).fill('Ivy Invitee');
    await fresh.getByLabel(ACCOUNT_LABEL.confirmPassword).fill('something-else');
    await fresh.getByRole('button', { name: ACCOUNT_LABEL.confirmAccount }).click();
    await fresh.getByText(MSG.passwordsDoNotMatch).waitFor();
    await fresh.getByLabel(ACCOUNT_LABEL.confirmPassword).fill(invitee.password);
    await fresh.getByRole('button', { name: ACCOUNT_LABEL.confirmAccount }).click();
    await fresh.waitForURL((url) => url.pathname === '/talent-sheets');
    // Named from the start: the header and the team show the name, not a cut-off e-mail.
    const configuration = await (await fresh.request.get('/api/user/configuration')).json();
    expect([configuration.full_name, configuration.nickname]).toEqual(['Ivy Invitee', 'Ivy']);
    await fresh.getByRole('banner').getByText(/^Ivy/).waitFor();
    expect(await fresh.getByRole('banner').getByText(invitee.email).count()).toBe(0);
    // The team's sheets are there to open, but a new member cannot delete a colleague's.
    await fresh
      .getByRole('link', { name: new RegExp(`^${ANALYTICS_TEXT.statistics} `) })
      .first()
      .waitFor();
    expect(await fresh.getByRole('button', { name: new RegExp(`^${SHEET_LABEL.delete} `) }).count()).toBe(0);
    await fresh.context().close();

    const { page: signIn } = await newPage(browser, baseUrl);
    await signIn.goto('/signin');
    await submitSignIn(signIn, invitee.email, invitee.password);
    await signIn.waitForURL((url) => url.pathname === '/talent-sheets');
    await signIn.context().close();
  });

  it('a used invitation link gets the registration-code page', async () => {
    const { page: again } = await newPage(browser, baseUrl);
    await followMailLink(again, invitee.email, '/new-user-confirm/');
    await again.getByText(ACCOUNT_TEXT.registrationCodeInvalid).waitFor();
    await again.context().close();
  });

  it('forgot password: the reset link from the mailbox sets a new password', async () => {
    const { page: visitor } = await newPage(browser, baseUrl);
    await visitor.goto('/signin');
    await visitor.getByRole('link', { name: ACCOUNT_LABEL.forgotPassword }).click();
    // The sign-in form has an e-mail field too: fill the reset form's only once it is shown.
    await visitor.getByRole('button', { name: ACCOUNT_LABEL.sendResetLink }).waitFor();
    await visitor.getByLabel(LABEL.email).fill(invitee.email);
    await visitor.getByRole('button', { name: ACCOUNT_LABEL.sendResetLink }).click();
    await visitor.getByText(ACCOUNT_TEXT.resetLinkSent).waitFor();

    await followMailLink(visitor, invitee.email, '/reset-password/');
    const link = visitor.url();
    await visitor.getByLabel(ACCOUNT_LABEL.password).fill('short');
    await visitor.getByLabel(ACCOUNT_LABEL.confirmPassword).fill('short');
    await visitor.getByRole('button', { name: ACCOUNT_LABEL.setPassword }).click();
    await visitor.getByText(MSG.passwordTooShort).waitFor();
    await visitor.getByLabel(ACCOUNT_LABEL.password).fill(invitee.newPassword);
    await visitor.getByLabel(ACCOUNT_LABEL.confirmPassword).fill(invitee.newPassword);
    await visitor.getByRole('button', { name: ACCOUNT_LABEL.setPassword }).click();
    await visitor.getByText(ACCOUNT_TEXT.passwordSet).waitFor();
    // The spent link, opened again, says so at once in one message and offers a new link: no form to fill in vain.
    const { page: again } = await newPage(browser, baseUrl);
    await again.goto(link);
    await again.getByRole('alert').getByText(ACCOUNT_TEXT.resetCodeUnusable, { exact: true }).waitFor();
    expect(await again.getByLabel(ACCOUNT_LABEL.password).count()).toBe(0);
    expect(await again.getByText(ACCOUNT_TEXT.resetPasswordFailed).count()).toBe(0);
    await again.getByRole('link', { name: ACCOUNT_LABEL.requestNewLink }).click();
    await again.waitForURL((url) => url.pathname === '/forgot-password');
    await again.context().close();
    await visitor.getByRole('link', { name: LABEL.signIn }).click();
    await submitSignIn(visitor, invitee.email, invitee.newPassword);
    await visitor.waitForURL((url) => url.pathname === '/talent-sheets');
    await visitor.context().close();
  });

  it('switches organisation, and another open tab follows', async () => {
    // The second demo team's admin invites the same person, who accepts with their own password.
    const bluebird = new ApiClient(baseUrl);
    await bluebird.signIn(DEMO_ACCOUNTS.secondTeamMember.email, DEMO_PASSWORD);
    expect((await bluebird.post('/api/user/team/invite', { email: invitee.email, role: 'member' })).status).toBe(200);

    const { page: tab, context } = await newPage(browser, baseUrl);
    await followMailLink(tab, invitee.email, '/new-user-confirm/', 2);
    await tab.getByText(SECOND_DEMO_TEAM.name).waitFor();
    expect(await tab.getByLabel(LABEL.fullName).count()).toBe(0);
    await tab.getByLabel(ACCOUNT_LABEL.password).fill(invitee.newPassword);
    await tab.getByLabel(ACCOUNT_LABEL.confirmPassword).fill(invitee.newPassword);
    await tab.getByRole('button', { name: ACCOUNT_LABEL.confirmAccount }).click();
    await tab.waitForURL((url) => url.pathname === '/talent-sheets');

    await tab.goto('/configure');
    const other = await context.newPage();
    await other.goto('/configure');
    const select = (p: Page) => p.getByRole('combobox', { name: TEAM_LABEL.organization, exact: true });
    await expect.poll(() => select(other).inputValue(), { timeout: 15_000 }).toBe(SECOND_DEMO_TEAM.name);

    await select(tab).waitFor();
    await select(tab).click();
    await tab.getByRole('option', { name: DEMO_TEAM.name }).click();
    await expect.poll(() => select(tab).inputValue(), { timeout: 15_000 }).toBe(DEMO_TEAM.name);
    await expect.poll(() => select(other).inputValue(), { timeout: 15_000 }).toBe(DEMO_TEAM.name);
    await context.close();
  });
});
