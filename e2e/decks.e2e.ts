import type { Browser, Download, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DECK_SHEET } from '../server/seed/demo-sheets.js';
import { COMPARE_TEXT, DECK_TEXT, SHARE_TEXT } from '../shared/deck-constants.js';
import { ANALYTICS_TEXT } from '../shared/analytics.js';
import { PUBLIC_LABEL, PUBLIC_MSG, TEAM_EVENT_TEXT } from '../shared/public-texts.js';
import { pdfPages } from '../tests/helpers/pdf-text.js';
import { seriousA11yViolations } from './helpers/axe.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { subscriptionStarted } from './helpers/subscription.js';

const { baseUrl, databaseUrl } = e2eServer();

let browser: Browser;
let sheet: { id: string; title: string; creators: { name: string; rates: string[] }[] };

/** The demo's 20-creator sheet (rates hidden, PDF allowed): its creators' names as shown and the rates their rate cards hold. */
async function readDemoDeckSheet() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [found] = (await db.query<{ id: string; title: string }>('select id, title from talent_sheet where title = $1', [DEMO_DECK_SHEET.title])).rows;
    const creators = await db.query<{ name: string; rate_card: { rate: string }[] | null }>(
      `select coalesce(nullif(re.custom_display_name, ''), i.fullname) as name, re.rate_card
         from sheet_entry se join influencer i on i.id = se.influencer_id
         left join roster_entry re on re.influencer_id = se.influencer_id and re.team_id = se.team_id
        where se.sheet_id = $1 order by se.position`,
      [found!.id],
    );
    return { ...found!, creators: creators.rows.map((row) => ({ name: row.name, rates: (row.rate_card ?? []).map((r) => r.rate) })) };
  } finally {
    await db.end();
  }
}

async function pdfOf(download: Download) {
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  return pdfPages(await readFile(file));
}

beforeAll(async () => {
  browser = await launchBrowser();
  sheet = await readDemoDeckSheet();
});
afterAll(() => browser?.close());

describe('PDF decks', () => {
  it('downloads the 20-creator demo sheet from the editor: 22 pages, every creator named, no hidden rate', async () => {
    expect(sheet.creators).toHaveLength(DEMO_DECK_SHEET.creators);
    const hiddenRates = sheet.creators.flatMap((creator) => creator.rates);
    expect(hiddenRates.length).toBeGreaterThan(0);

    const { page } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    await signInAsDemoAdmin(page, '/configure');
    await page.goto(`/talent-sheet/${sheet.id}`);
    await expect.poll(() => page.getByRole('switch', { name: SHARE_TEXT.hideRates }).isChecked()).toBe(true);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: DECK_TEXT.downloadDeck }).click();
    await page.getByText(DECK_TEXT.preparing(DEMO_DECK_SHEET.creators)).waitFor();
    const download = await downloading;
    // Named after the sheet (the browser swaps characters a file name may not hold, such as ':').
    expect(download.suggestedFilename()).toBe(`${sheet.title.replaceAll(':', '_')}.pdf`);
    const pages = await pdfOf(download);
    expect(pages).toHaveLength(DEMO_DECK_SHEET.creators + 2);
    sheet.creators.forEach((creator, index) => expect(pages[index + 1]).toContain(creator.name));
    const text = pages.join('\n');
    for (const rate of hiddenRates) expect(text).not.toContain(rate);
    await page.context().close();
  });

  it('a brand downloads the same deck from the shared page on a phone', async () => {
    const { page } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await openPublic(page, `/public/talent-sheet/roster-view/${sheet.id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: DECK_TEXT.downloadPdf }).click();
    const pages = await pdfOf(await downloading);
    expect(pages).toHaveLength(DEMO_DECK_SHEET.creators + 2);
    await page.context().close();
  });
});

/** Ticks the first `count` creators of the shared sheet and opens the comparison. */
async function compareFirst(page: Page, count: number) {
  await openPublic(page, `/public/talent-sheet/roster-view/${sheet.id}`);
  for (const creator of sheet.creators.slice(0, count)) await page.getByRole('checkbox', { name: COMPARE_TEXT.selectToCompare(creator.name) }).check();
  await page.getByRole('button', { name: COMPARE_TEXT.pick(count) }).click();
  const table = page.getByRole('table', { name: COMPARE_TEXT.title });
  await table.waitFor();
  // Every figure the comparison reads from the profiles has arrived.
  await page.getByLabel(COMPARE_TEXT.loading).first().waitFor({ state: 'detached' });
  return table;
}

describe('comparing creators on a shared sheet', () => {
  it('shows three creators side by side on a desktop, the best figure of each row marked', async () => {
    const { page } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    const table = await compareFirst(page, 3);
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(1).map((h) => h.trim())).toEqual(sheet.creators.slice(0, 3).map((c) => c.name));
    for (const row of [COMPARE_TEXT.rowFollowers, COMPARE_TEXT.rowEngagement]) {
      await expect(
        table
          .getByRole('row', { name: new RegExp(row) })
          .getByText(COMPARE_TEXT.best)
          .count(),
      ).resolves.toBe(1);
    }
    // The sheet hides rates: no rates row.
    await expect(table.getByRole('rowheader', { name: COMPARE_TEXT.rowRates }).count()).resolves.toBe(0);
    // Columns fit the desktop: no sideways scrolling.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth + 1)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('swipes on a phone with the labels held in place, sends the comparison, and the agency is told "Acme compared 3 creators"', async () => {
    const { page: member } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    const listening = subscriptionStarted(member, 'teamNotifications.live');
    await signInAsDemoAdmin(member, '/configure');
    await listening;

    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    const table = await compareFirst(phone, 3);
    const scroller = table.locator('xpath=ancestor::*[@data-radix-scroll-area-viewport or contains(@class, "mantine-ScrollArea-viewport")][1]');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const label = table.getByRole('rowheader', { name: COMPARE_TEXT.rowFollowers });
    const before = await label.boundingBox();
    await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBe(before!.x);

    await phone.getByRole('button', { name: COMPARE_TEXT.sendResponse }).click();
    const dialog = phone.getByRole('dialog', { name: PUBLIC_LABEL.responseTitle });
    await dialog.getByLabel(PUBLIC_LABEL.yourEmail).fill('buyer@acme.com');
    await dialog.getByLabel(PUBLIC_LABEL.comments).fill('We like these three');
    await dialog.getByRole('button', { name: PUBLIC_LABEL.sendResponse }).click();
    await phone.getByRole('dialog', { name: PUBLIC_MSG.responseThanksTitle }).waitFor();

    const told = TEAM_EVENT_TEXT.sheetComparison('Acme', 3, sheet.title);
    await member.getByText(told).first().waitFor();
    await member.goto(`/talent-sheets/statistics/${sheet.id}`);
    const responses = member.getByRole('list', { name: ANALYTICS_TEXT.brandResponses });
    await responses.getByText(told).waitFor();
    await responses.getByText(ANALYTICS_TEXT.comparedCreators(sheet.creators.slice(0, 3).map((c) => c.name))).waitFor();
    await responses.getByText('We like these three', { exact: false }).waitFor();
    await phone.context().close();
    await member.context().close();
  });
});
