import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_LABEL as L } from '../shared/messaging-texts.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { DEMO_NEW_LOOK_NOTICE } from '../server/seed/demo-teams.js';
import { NOTIFICATION_LABEL } from '../shared/notification-texts.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { submitSignIn } from './helpers/sign-in.js';
import { subscriptionStarted } from './helpers/subscription.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const subject = `Beauty shortlist ${run}`;
/** Live updates must show without a reload, within a second (and a margin for a loaded CI machine). */
const LIVE_MS = 3000;

async function signedIn(browser: Browser, account: { email: string }, viewport: { width: number; height: number } = VIEWPORT.desktop) {
  const { page } = await newPage(browser, baseUrl, viewport);
  const listening = subscriptionStarted(page, 'messaging.live');
  await page.goto('/signin?redirect=%2Fmessages');
  await submitSignIn(page, account.email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/messages');
  await listening;
  return page;
}

const unreadBadge = (page: Page) => page.getByTestId('messages-unread');
const thread = (page: Page) => page.getByTestId('chat-message');

describe('Messaging between two members of a team, live', () => {
  let browser: Browser;
  let avery: Page;
  let morgan: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    avery = await signedIn(browser, DEMO_ACCOUNTS.teamAdmin);
    morgan = await signedIn(browser, DEMO_ACCOUNTS.member);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("starts a conversation that shows in the other member's list and unread badge without a reload", async () => {
    const badgeBefore = Number((await unreadBadge(morgan).textContent())?.trim() || 0);
    await avery.getByRole('button', { name: L.newMessage }).click();
    const dialog = avery.getByRole('dialog', { name: L.newMessage });
    await dialog.getByLabel(L.to).click();
    await avery.getByRole('option', { name: DEMO_ACCOUNTS.member.nickname }).click();
    await dialog.getByLabel(L.subject).fill(subject);
    await dialog.getByRole('textbox', { name: L.message, exact: true }).fill('Can you pick 8 beauty creators by Friday?');
    await dialog.getByRole('button', { name: L.send }).click();
    await avery.waitForURL((url) => url.searchParams.has('conversation_id'));

    await morgan.getByRole('button', { name: `${subject} (${L.unread})` }).waitFor({ timeout: LIVE_MS });
    await expect.poll(async () => Number((await unreadBadge(morgan).textContent())?.trim() || 0), { timeout: LIVE_MS }).toBe(badgeBefore + 1);
  });

  it('shows the sender that the message was seen once the other opens it, and replies arrive live', async () => {
    await morgan.getByRole('button', { name: `${subject} (${L.unread})` }).click();
    await thread(morgan).filter({ hasText: 'Can you pick 8 beauty creators by Friday?' }).waitFor();
    await avery.getByText(`· ${L.seen}`).waitFor({ timeout: LIVE_MS });

    const box = morgan.getByRole('textbox', { name: L.message, exact: true });
    await box.fill('On it.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Shortlist by Thursday.');
    await box.press('Enter');
    await thread(avery).filter({ hasText: 'Shortlist by Thursday.' }).waitFor({ timeout: LIVE_MS });
    expect(await thread(avery).filter({ hasText: 'On it.' }).innerText()).toContain('On it.\nShortlist by Thursday.');
    expect(await box.inputValue()).toBe('');
  });

  it('takes a deleted message out of both threads, and an archived conversation out of the archiver’s list only', async () => {
    const box = avery.getByRole('textbox', { name: L.message, exact: true });
    await box.fill(`Oops, wrong thread ${run}`);
    await box.press('Enter');
    await thread(morgan)
      .filter({ hasText: `Oops, wrong thread ${run}` })
      .waitFor({ timeout: LIVE_MS });
    const mine = thread(avery).filter({ hasText: `Oops, wrong thread ${run}` });
    await mine.getByRole('button', { name: L.deleteMessage }).click();
    await avery.getByRole('menuitem', { name: L.deleteMessage }).click();
    await thread(morgan)
      .filter({ hasText: `Oops, wrong thread ${run}` })
      .waitFor({ state: 'detached', timeout: LIVE_MS });
    await mine.waitFor({ state: 'detached', timeout: LIVE_MS });

    await morgan.getByRole('button', { name: L.archive }).click();
    await morgan.getByRole('button', { name: subject }).waitFor({ state: 'detached', timeout: LIVE_MS });
    expect(await avery.getByRole('button', { name: subject }).count()).toBe(1);
  });

  it('"Message about this creator" in the sheet editor starts a conversation about that creator', async () => {
    await avery.goto('/talent-sheets');
    await avery.getByRole('link', { name: 'Summer Beauty Picks', exact: true }).click();
    const firstCreator = avery.getByTestId('sheet-talent').first();
    const creator = (await firstCreator.getAttribute('aria-label'))!;
    await firstCreator.getByRole('button', { name: `${L.messageAboutCreator}: ${creator}` }).click();
    const dialog = avery.getByRole('dialog', { name: L.newMessage });
    expect(await dialog.getByLabel(L.subject).inputValue()).toBe(creator);
    await dialog.getByLabel(L.to).click();
    await avery.getByRole('option', { name: DEMO_ACCOUNTS.member.nickname }).click();
    await dialog.getByRole('textbox', { name: L.message, exact: true }).fill(`Is ${creator} free in June? ${run}`);
    await dialog.getByRole('button', { name: L.send }).click();
    await avery.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('conversation_id'));
    await avery.getByText(L.about(creator)).waitFor();
    await morgan
      .getByRole('button', { name: `${creator} (${L.unread})` })
      .first()
      .waitFor({ timeout: LIVE_MS });
  });

  it('on a phone, shows the list and the thread one at a time, with a back arrow', async () => {
    const phone = await signedIn(browser, DEMO_ACCOUNTS.teamAdmin, VIEWPORT.phone);
    await phone.getByRole('button', { name: subject }).click();
    await thread(phone).first().waitFor();
    expect(await phone.getByRole('navigation', { name: L.title }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: L.back }).click();
    await phone.getByRole('navigation', { name: L.title }).waitFor();
    expect(await thread(phone).count()).toBe(0);
  });
});

describe('The one-time "New Look" notice', () => {
  it('shows to a user with a pending notice until "Got it!", and never again', async () => {
    const browser = await launchBrowser();
    try {
      const page = await signedIn(browser, DEMO_ACCOUNTS.secondTeamMember);
      const dialog = page.getByRole('dialog', { name: NOTIFICATION_LABEL.newLookTitle });
      await dialog.getByText(DEMO_NEW_LOOK_NOTICE).waitFor();
      await dialog.getByRole('button', { name: NOTIFICATION_LABEL.gotIt }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: L.title }).waitFor();
      expect(await page.getByRole('dialog', { name: NOTIFICATION_LABEL.newLookTitle }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
