import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { ADD_TALENT_LABEL as L, ADD_TALENT_MSG as M } from '../shared/talent-add-texts.js';
import { launchBrowser, newPage, openPublic } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';
import { signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { knownCreator } from '../tests/helpers/known-accounts.js';
import { SERVICE_TEXT } from '../shared/service-texts.js';
import { NOTIFICATION_LABEL } from '../shared/notification-texts.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
const WAIT = { timeout: 30_000 };

async function trpcQuery<T>(page: Page, path: string, input: unknown = undefined): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${path}${query}`);
  return (await response.json()).result.data as T;
}

describe('adding talent, portraits, change requests and talent logins', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await signInAsDemoAdmin(page, '/influencers');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a creator with two socials, and /influencers shows it without a reload', async () => {
    const name = `Added Star ${run}`;
    // Two accounts the data source knows (an unknown one is "not found", below).
    const handle = knownCreator(['instagram']).accounts.find((a) => a.platform === 'instagram')!.handle;
    const tiktok = knownCreator(['tiktok']).accounts.find((a) => a.platform === 'tiktok')!.handle;
    const roster = await page.context().newPage();
    await roster.goto('/influencers');
    await roster.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await roster.locator('tbody').getByText(name).waitFor({ state: 'detached' });

    await page.goto('/add-talent');
    await page.getByLabel(L.talentName).fill(name);
    await page.getByLabel(L.handleOrLink).fill(`https://www.instagram.com/${handle}/`);
    await page.getByRole('button', { name: L.addSocial }).click();
    await page.getByRole('cell', { name: `@${handle}`, exact: true }).waitFor(WAIT);
    // The same account again: "You already added that account".
    await page.getByLabel(L.handleOrLink).fill(handle);
    await page.getByRole('button', { name: L.addSocial }).click();
    await page.getByRole('alert').getByText(M.duplicateAccount).waitFor(WAIT);
    await page.getByLabel(L.platform).first().click();
    await page.getByRole('option', { name: 'TikTok' }).click();
    await page.getByLabel(L.handleOrLink).fill(`@${tiktok}`);
    await page.getByRole('button', { name: L.addSocial }).click();
    await page.getByRole('cell', { name: `@${tiktok}`, exact: true }).waitFor(WAIT);
    // The second becomes primary when clicked.
    await page.getByRole('button', { name: `Make @${tiktok} primary` }).click();
    expect(await page.getByRole('button', { name: `Make @${tiktok} primary` }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: L.submitForReview }).click();
    await page.getByRole('button', { name: L.addAnother }).waitFor(WAIT);
    // One truth, one message: once the creator is on the roster the confirmation says so in place of
    // "within an hour", with a way to the profile, and no toast repeats it.
    const confirmation = page.getByRole('status');
    await confirmation.getByText(M.talentAddedNotice(name), { exact: true }).waitFor(WAIT);
    expect(await confirmation.getByText(L.submittedBody).count()).toBe(0);
    await confirmation.getByRole('link', { name: L.viewProfile }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: M.talentAddedNotice(name) })
        .count(),
    ).toBe(0);

    // The enrichment job runs and the open roster tab shows the creator, live.
    await roster.locator('tbody').getByText(name).first().waitFor(WAIT);
    await roster.close();
  });

  it('says a handle the data source does not know was not found: nothing added, no invented figures, the credit back', async () => {
    const name = `Zz Not Real ${run}`;
    const handle = `zz_not_a_real_handle_${run}_999`;
    const credits = async () => (await trpcQuery<{ credits: number }>(page, 'requests.addTalentStatus')).credits;
    const before = await credits();
    await page.goto('/add-talent');
    await page.getByLabel(L.talentName).fill(name);
    await page.getByLabel(L.handleOrLink).fill(`@${handle}`);
    await page.getByRole('button', { name: L.addSocial }).click();
    await page.getByRole('cell', { name: `@${handle}`, exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: L.submitForReview }).click();
    const outcome = page.getByRole('status');
    await outcome.getByText(L.notFound, { exact: true }).waitFor(WAIT);
    await outcome.getByText(L.notFoundBody(`@${handle} on Instagram`), { exact: true }).waitFor();
    expect(await outcome.getByRole('link', { name: L.viewProfile }).count()).toBe(0);
    expect(await credits()).toBe(before);
    // The bell keeps it for later; the roster and the directory never got the made-up account.
    await page.getByRole('button', { name: new RegExp(`${NOTIFICATION_LABEL.menu} \\(\\d+ unread\\)$`) }).click();
    await page.getByText(M.talentNotFoundNotice(name, `@${handle} on Instagram`)).waitFor(WAIT);
    await page.keyboard.press('Escape');
    const roster = await trpcQuery<{ influencers: { fullname: string }[] }>(page, 'roster.list', { name_filter: name });
    expect(roster.influencers.map((i) => i.fullname)).not.toContain(name);
    const check = await trpcQuery<{ existing: string | null }>(page, 'requests.checkSocial', { platform: 'instagram', url: handle });
    expect(check.existing).toBeNull();
  });

  it('marks the signed-in app and the public pages "Demo data" while the demo data source serves them, on a phone too', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page: phone, context } = await newPage(browser, baseUrl, viewport);
      await signInAsDemoAdmin(phone, '/influencers');
      const mark = phone.getByRole('banner').getByText(SERVICE_TEXT.demoData, { exact: true });
      await mark.waitFor(WAIT);
      expect(await mark.isVisible()).toBe(true);
      const creator = (await trpcQuery<{ influencers: { id: number }[] }>(phone, 'roster.list', {})).influencers[0]!;
      const team = (await trpcQuery<{ selectedTeamId: string }>(phone, 'account.configuration')).selectedTeamId;
      const brand = await browser.newPage({ viewport });
      await openPublic(brand, `${baseUrl}/public/profile/${creator.id}/team/${team}`);
      await brand.getByText(SERVICE_TEXT.demoData, { exact: true }).first().waitFor(WAIT);
      expect(await brand.getByText(SERVICE_TEXT.demoData, { exact: true }).first().isVisible()).toBe(true);
      await brand.close();
      await context.close();
    }
  });

  it('changes a portrait by dropping a file, and the public profile shows the new portrait', async () => {
    const table = await trpcQuery<{ team_id: string; rows: { id: number; fullname: string }[] }>(page, 'roster.table', {});
    const creator = table.rows[3]!;
    await page.goto(`/request/portrait-change/${creator.id}`);
    // Whose portrait it is, and the one it replaces.
    const current = page.getByTestId('current-portrait');
    await current.getByText(L.changePortraitOf(creator.fullname), { exact: true }).waitFor(WAIT);
    const before = current.getByRole('img', { name: L.currentPortrait });
    await expect.poll(() => before.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'new-portrait.jpg', { type: 'image/jpeg' }));
        return transfer;
      },
      [...image],
    );
    const zone = page.getByTestId('portrait-dropzone');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByTestId('portrait-frame').waitFor(WAIT);
    await page.getByRole('button', { name: L.confirmPortraitChange }).click();
    await page.getByRole('heading', { name: M.portraitChanged }).waitFor(WAIT);
    await page.getByText(M.portraitVisible).waitFor();

    const publicPage = await page.context().newPage();
    await openPublic(publicPage, `/public/profile/${creator.id}/team/${table.team_id}`);
    const portrait = publicPage.locator('img[src*="/media/files/portraits/"]').first();
    await portrait.waitFor(WAIT);
    const src = await portrait.getAttribute('src');
    const served = await publicPage.request.get(src!);
    const meta = await sharp(await served.body()).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    // The oldest audience group reads "65+", not the data's "65-".
    await publicPage.getByText('65+', { exact: true }).first().waitFor(WAIT);
    expect(await publicPage.getByText('65-', { exact: true }).count()).toBe(0);
    await publicPage.close();
  });

  it('requests a profile change, and staff approve it', async () => {
    const table = await trpcQuery<{ rows: { id: number; name: string }[] }>(page, 'roster.table', {});
    const creator = table.rows[5]!;
    await page.goto(`/request/${creator.id}`);
    await page.getByRole('button', { name: L.submitChange }).click();
    await page.getByRole('alert').getByText(M.noChangeData).waitFor(WAIT);
    await page.getByLabel('TikTok URL').fill(`https://www.tiktok.com/@changed_${run}`);
    await page.getByLabel(L.note).fill(`Moved accounts ${run}`);
    await page.getByRole('button', { name: L.submitChange }).click();
    await page.getByText(L.changeSubmitted).waitFor(WAIT);
    // Said once, not above and below the confirmation.
    expect(await page.getByText(L.changeHelp).count()).toBe(1);

    const { page: staff } = await newPage(browser, baseUrl);
    await staff.goto('/signin?redirect=%2Fstaff%2Frequests');
    await submitSignIn(staff, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
    await staff.waitForURL((url) => url.pathname === '/staff/requests', WAIT);
    const card = staff.locator('[aria-label^="Request "]').filter({ hasText: `Moved accounts ${run}` });
    await card.waitFor(WAIT);
    await card.getByRole('button', { name: L.approve }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    const profile = await trpcQuery<{ influencers: { socials?: { platform: string; handle?: string }[] }[] }>(page, 'roster.profile', {
      influencerId: creator.id,
    });
    expect(JSON.stringify(profile)).toContain(`changed_${run}`);
    await staff.context().close();
  });

  it('opens a login link signed out, connects the platform, and the team sees it connected', async () => {
    await page.goto('/team-influencer-logins');
    await page.getByRole('heading', { name: L.loginsTitle }).waitFor(WAIT);
    const before = await trpcQuery<{ logins: { influencer_id: number }[]; candidates: { influencer_id: number; fullname: string }[] }>(
      page,
      'talentLogins.list',
    );
    const candidate = before.candidates[0]!;
    await page.getByPlaceholder('Choose a creator of your roster').click();
    await page.getByRole('option', { name: candidate.fullname }).first().click();
    await page.getByRole('button', { name: L.createLink }).click();
    const row = page.getByTestId(`login-row-${candidate.influencer_id}`);
    await row.waitFor(WAIT);
    expect(await row.getByText(L.connected, { exact: true }).count()).toBe(0);
    const after = await trpcQuery<{ logins: { influencer_id: number; login_url: Record<string, string> }[] }>(page, 'talentLogins.list');
    const link = after.logins.find((l) => l.influencer_id === candidate.influencer_id)!.login_url.instagram!;

    const { page: talent, context } = await newPage(browser, baseUrl);
    await talent.goto(new URL(link).pathname);
    await talent.getByRole('button', { name: L.connect('Instagram') }).click();
    await talent.getByText(`${L.connected}: Instagram`).waitFor(WAIT);
    // The same link again, and an altered one, are refused with a clear page.
    await talent.reload();
    await talent.getByText(`${L.connected}: Instagram`).waitFor(WAIT);
    await talent.goto(new URL(link).pathname.replace('.instagram.', '.youtube.'));
    await talent.getByRole('alert').getByText(M.loginLinkInvalid).waitFor(WAIT);
    await context.close();

    // The team's screen shows the connection without a reload.
    await row.getByText(L.connected, { exact: true }).waitFor(WAIT);
  });
});
