import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { BRAND_CALL_TEXT as B, CALL_TEXT as T } from '../shared/creator-call-texts.js';
import { DURATION } from '../shared/limits.js';
import { NOTIFICATION_LABEL } from '../shared/notification-texts.js';
import { SHEET_LABEL as L } from '../shared/sheet-labels.js';
import { seriousA11yViolations } from './helpers/axe.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { layoutProblems } from './sweep/page-check.js';
import { signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const title = `E2E Brand Call ${run}`;
/** Written with markdown, which both sides see rendered (bold, not asterisks). */
const description = 'Trail runners, **US-based**, for an e2e run.';
/** Whether `card` shows the description's bold part as bold and no markdown signs. */
const rendersDescription = async (card: Locator) => {
  await card.locator('strong', { hasText: 'US-based' }).waitFor();
  return (await card.innerText()).includes('**');
};

/** Signs in as the demo brand (Brightline Brands) and lands on `redirectTo`. */
async function signInAsBrand(page: Page, redirectTo: string) {
  await page.goto(`/signin?redirect=${encodeURIComponent(redirectTo)}`);
  await submitSignIn(page, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === redirectTo);
}

describe('Creator Calls between a brand and an agency: publish, answer with a sheet, review live', () => {
  let browser: Browser;
  let brand: Page;
  let agency: Page;
  let names: string[] = [];
  /** The brand's screens of this run's call, for the width and accessibility checks. */
  const screens: string[] = ['/brand-creator-calls', '/brand-creator-calls/new'];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: brand } = await newPage(browser, baseUrl));
    ({ page: agency } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const brandCall = () => brand.getByTestId('brand-call').filter({ has: brand.getByRole('heading', { name: title, exact: true }) });
  const agencyCard = () => agency.getByTestId('creator-call').filter({ has: agency.getByRole('heading', { name: title, exact: true }) });
  const rosterAdd = (row: number) =>
    agency
      .getByTestId('roster-row')
      .nth(row)
      .getByRole('button', { name: new RegExp(`^${L.add} `) });

  it('the brand lands on its calls when it signs in, reaches them from the navigation and publishes a call', async () => {
    await brand.goto('/signin');
    await submitSignIn(brand, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    await brand.waitForURL((url) => url.pathname === '/brand-creator-calls');
    await brand.getByRole('heading', { level: 1, name: B.navTitle }).waitFor();
    await brand.goto('/configure');
    await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: B.navTitle, exact: true }).click();
    await brand.waitForURL((url) => url.pathname === '/brand-creator-calls');
    await brand.getByTestId('brand-call').first().waitFor();
    await brand.getByRole('link', { name: B.publish, exact: true }).click();
    await brand.getByRole('heading', { name: B.newCallTitle }).waitFor();
    // Refused without a title, naming it.
    await brand.getByRole('button', { name: B.publish, exact: true }).click();
    await brand.getByText(T.brandTitleRequired).waitFor();
    // A start date can be today, never a day that has passed.
    await brand.getByLabel(B.startDate).click();
    const dayLabel = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await expect.poll(() => brand.getByRole('button', { name: dayLabel(today), exact: true }).isEnabled()).toBe(true);
    if (yesterday.getMonth() === today.getMonth()) expect(await brand.getByRole('button', { name: dayLabel(yesterday), exact: true }).isDisabled()).toBe(true);
    else
      expect(
        await brand
          .getByRole('button', { name: dayLabel(yesterday), exact: true })
          .or(brand.locator('[data-direction="previous"]'))
          .first()
          .isDisabled(),
      ).toBe(true);
    await brand.keyboard.press('Escape');
    await brand.getByLabel(B.title).fill(title);
    await brand.getByLabel(B.description).fill(description);
    await brand.getByLabel(B.deliverables).fill('2 Reels');
    await brand.getByLabel(B.compensation).fill('$2,000 flat');
    // An image through the upload flow (signed URL, PUT, then stored as the call's image).
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
    await brand.getByTestId('call-images-dropzone').locator('input[type=file]').setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: png });
    await brand.getByRole('button', { name: B.removeImage }).waitFor();
    await brand.getByRole('button', { name: B.publish, exact: true }).click();
    await brand.waitForURL((url) => url.pathname === '/brand-creator-calls');
    await brandCall().getByText(B.open, { exact: true }).waitFor();
    await brandCall()
      .getByRole('link', { name: `${B.responses} (0)` })
      .waitFor();
    expect(await rendersDescription(brandCall())).toBe(false);
  });

  it('the agency answers it with 3 creators, previews and submits: "Response Submitted" and the card says so', async () => {
    await signInAsDemoAdmin(agency, '/creator-calls');
    expect(await rendersDescription(agencyCard())).toBe(false);
    const image = agencyCard().locator('img[src^="/media/files/call-images/"]');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await agencyCard().getByRole('link', { name: T.startResponse }).click();
    await agency.getByRole('heading', { name: T.responseTo(title) }).waitFor();
    expect(await rendersDescription(agency.getByTestId('call-summary'))).toBe(false);
    await agency.getByTestId('roster-row').nth(2).waitFor();
    for (const row of [0, 1, 2]) await rosterAdd(row).click();
    expect(await agency.getByTestId('sheet-talent').count()).toBe(3);
    names = (await agency.getByTestId('sheet-talent').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))) as string[];
    await agency.getByRole('link', { name: T.previewLink }).click({ timeout: DURATION.sheetAutosave + 8000 });
    await agency.getByText(T.previewNote).waitFor();
    await agency.getByTestId('preview-creator').nth(2).waitFor();
    expect(await agency.getByTestId('preview-creator').count()).toBe(3);
    await agency.getByRole('link', { name: T.backToResponse }).click();
    await agency.getByRole('button', { name: T.submit }).click();
    await agency.getByRole('dialog', { name: T.submitConfirmTitle }).getByRole('button', { name: T.submit }).click();
    await agency.getByText(T.responseSubmitted, { exact: true }).waitFor();
    await agency.getByRole('link', { name: T.backToCalls }).click();
    await agencyCard().getByText(T.responseSent, { exact: true }).waitFor();
  });

  it('the brand sees the response arrive without a reload, with a notification, and shortlists a creator; the agency’s card shows the review live', async () => {
    // The brand's list of calls has stayed open since it published: the count moves by itself.
    await brandCall()
      .getByRole('link', { name: `${B.responses} (1)` })
      .waitFor();
    await brand.getByRole('button', { name: `${NOTIFICATION_LABEL.menu} (1 unread)` }).click();
    await brand.getByRole('menu').getByText(B.answeredNotice('Northstar Talent', title), { exact: true }).waitFor();
    await brand.keyboard.press('Escape');
    await brandCall()
      .getByRole('link', { name: `${B.responses} (1)` })
      .click();
    expect(await rendersDescription(brand.getByRole('main'))).toBe(false);
    const row = brand.getByTestId('brand-response').filter({ hasText: 'Northstar Talent' });
    await row.getByText(B.creatorCount(3), { exact: false }).waitFor();
    screens.push(new URL(brand.url()).pathname, `${new URL(brand.url()).pathname}/edit`);
    await row.getByRole('link', { name: B.openResponse }).click();
    await brand.getByRole('heading', { name: T.responseTo(title) }).waitFor();
    screens.push(new URL(brand.url()).pathname);
    expect(await brand.getByTestId('review-creator').count()).toBe(3);
    for (const name of names) await brand.getByTestId('review-creator').getByText(name, { exact: true }).waitFor();
    // The brand opens a creator's profile, audience and statistics (a new tab, in the agency's styling).
    const [profile] = await Promise.all([brand.waitForEvent('popup'), brand.getByRole('link', { name: B.viewProfileOf(names[0]!) }).click()]);
    await profile.getByRole('heading', { name: names[0]!, exact: true }).first().waitFor();
    expect(new URL(profile.url()).pathname).toMatch(/^\/public\/profile\/\d+\/team\/[^/]+$/);
    await profile.close();

    const shortlist = brand.getByRole('button', { name: B.shortlistCreator(names[0]!), exact: true });
    await shortlist.click();
    await brand.getByText(`${B.creatorCount(3)} · ${B.reviewSummary(1, 0)}`).waitFor();
    expect(await shortlist.getAttribute('aria-pressed')).toBe('true');
    await brand.getByRole('button', { name: B.declineCreator(names[1]!), exact: true }).click();
    await brand.getByText(`${B.creatorCount(3)} · ${B.reviewSummary(1, 1)}`).waitFor();

    // Live: the agency's open /creator-calls page was not reloaded.
    await agencyCard().getByText(T.reviewedBadge(1), { exact: true }).waitFor();
    // Every later mark shows live too (only the first look is a notification).
    await brand.getByRole('button', { name: B.shortlistCreator(names[2]!), exact: true }).click();
    await brand.getByText(`${B.creatorCount(3)} · ${B.reviewSummary(2, 1)}`).waitFor();
    await agencyCard().getByText(T.reviewedBadge(2), { exact: true }).waitFor();
    // After a reload the review is still there (stored, not only pushed).
    await brand.reload();
    await brand.getByText(`${B.creatorCount(3)} · ${B.reviewSummary(2, 1)}`).waitFor();
  });

  it('the brand replies; the agency’s response page shows the review and the reply live, and its card the reply', async () => {
    await agencyCard().getByRole('link', { name: T.viewResponse }).click();
    const review = agency.getByTestId('response-review');
    await review.getByText(T.reviewedBanner('Brightline Brands', 2, 1), { exact: true }).waitFor();
    expect(await agency.getByText(L.responseSubmittedBanner).count()).toBe(0);
    const creator = (name: string) => agency.getByTestId('preview-creator').filter({ hasText: name });
    for (const [name, mark] of [
      [names[0]!, T.creatorShortlisted],
      [names[1]!, T.creatorDeclined],
      [names[2]!, T.creatorShortlisted],
    ]) {
      await creator(name).getByText(mark, { exact: true }).waitFor();
    }
    const reply = `Loved them — brief coming ${run}`;
    await brand.getByRole('textbox', { name: B.replyTitle }).fill(reply);
    await brand.getByRole('button', { name: B.sendReply }).click();
    await brand.getByTestId('brand-reply').getByText(reply).waitFor();
    // The confirmation toast sits over the header's links. A pointer resting on it neither holds it open nor is
    // caught by it: the links under it stay clickable.
    const toast = brand.getByRole('alert').filter({ hasText: B.replySent });
    const box = (await toast.boundingBox())!;
    await brand.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await toast.waitFor({ state: 'detached', timeout: DURATION.successToast + 1500 });
    // The agency's response page was not reloaded.
    await review.getByText(reply).waitFor();
    await agency.getByRole('link', { name: T.backToCalls }).click();
    await brand.getByRole('link', { name: B.backToCall }).click();
    await brand.getByRole('link', { name: B.backToCalls }).click();
    await agencyCard().getByText(reply).waitFor();
  });

  it('the brand closes the call after a confirmation; the agencies no longer see it', async () => {
    await brandCall().getByRole('button', { name: B.close }).click();
    const dialog = brand.getByRole('dialog', { name: B.closeConfirmTitle });
    await dialog.getByText(B.closeConfirmBody(title)).waitFor();
    await dialog.getByRole('button', { name: B.close }).click();
    await brandCall().getByText(B.closed, { exact: true }).waitFor();
    expect(await brandCall().getByRole('link', { name: B.edit }).count()).toBe(0);
    await agency.reload();
    await agency.getByTestId('creator-call').first().waitFor();
    expect(await agencyCard().count()).toBe(0);
  });

  it.each(Object.entries(VIEWPORT))('every brand screen fits the %s width and has no serious accessibility problem', async (_, viewport) => {
    const { page } = await newPage(browser, baseUrl, viewport);
    await signInAsBrand(page, '/brand-creator-calls');
    for (const address of screens) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect([...(await layoutProblems(page)), ...(await seriousA11yViolations(page))], address).toEqual([]);
    }
    await page.context().close();
  });

  it('is for brand accounts: an agency opening /brand-creator-calls lands on its own Creator Calls', async () => {
    await agency.goto('/brand-creator-calls');
    await agency.waitForURL((url) => url.pathname === '/creator-calls');
    expect(await agency.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: B.navTitle }).count()).toBe(0);
  });
});
