import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { User } from '../server/modules/account/user.entity.js';
import { COEDIT } from '../shared/sheet-coediting-texts.js';
import { SHEET_LABEL as L } from '../shared/sheet-labels.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = Date.now().toString(36);
const creatorName = (i: number) => `Coedit ${run} ${i}`;

let orm: Orm;
let browser: Browser;
let api: ApiClient;
const creatorIds: number[] = [];
let colleague: { email: string; nickname: string | null; fullName: string | null };

beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  const em = orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: demoAdmin.email }, { populate: ['primaryTeam'] });
  const team = admin.primaryTeam!;
  for (let i = 1; i <= 3; i++) creatorIds.push((await createRosterCreator(em, team, { name: creatorName(i) })).id);
  ({ user: colleague } = await createUser(em, { team, email: `coeditor-${run}@example.test` }));
  api = new ApiClient(baseUrl);
  await api.signIn(demoAdmin.email, demoAdmin.password);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

const talentOrder = (page: Page) => page.getByTestId('sheet-talent').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
const noteOf = (page: Page, i: number) => page.getByLabel(`${L.specialNote}: ${creatorName(i)}`);
const waitForSaved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${L.saved}$`) })
    .waitFor({ timeout: 15_000 });

/** A fresh sheet of the three creators, open in two browsers: the demo admin's and a colleague's. */
async function openInTwoBrowsers(title: string) {
  const saved = await api.post('/api/user/talent-sheets/save', { title, influencers: creatorIds.map((id) => ({ influencer_id: id })) });
  const sheetPath = `/talent-sheet/${saved.json.sheet_id}`;
  const { page: mine } = await newPage(browser, baseUrl, VIEWPORT.desktop);
  const { page: theirs } = await newPage(browser, baseUrl, VIEWPORT.desktop);
  await signInAsDemoAdmin(mine, sheetPath);
  await theirs.goto(`/signin?redirect=${encodeURIComponent(sheetPath)}`);
  await submitSignIn(theirs, colleague.email, TEST_PASSWORD);
  await theirs.waitForURL((url) => url.pathname === sheetPath);
  // Both subscribed: each sees the other's avatar.
  await mine.getByLabel(new RegExp(`^${L.editorsHere}: `)).waitFor();
  await theirs.getByLabel(new RegExp(`^${L.editorsHere}: `)).waitFor();
  return { sheetId: saved.json.sheet_id as string, mine, theirs };
}

describe('two members co-editing one sheet', () => {
  it("shows one editor's reorder in the other's browser within a second of the save", async () => {
    const { mine, theirs } = await openInTwoBrowsers(`Coedit order ${run}`);
    const saveSent = mine.waitForRequest((request) => request.url().includes('sheets.save'), { timeout: 10_000 });
    await mine.getByRole('button', { name: `${L.moveDown}: ${creatorName(1)}` }).click();
    await saveSent;
    const sentAt = Date.now();
    await theirs.waitForFunction((first) => document.querySelector('[data-testid="sheet-talent"]')?.getAttribute('aria-label') === first, creatorName(2), {
      timeout: 5_000,
    });
    expect(Date.now() - sentAt).toBeLessThanOrEqual(1000);
    expect(await talentOrder(theirs)).toEqual([creatorName(2), creatorName(1), creatorName(3)]);
  });

  it('keeps both notes when two members write on different creators at the same time', async () => {
    const { sheetId, mine, theirs } = await openInTwoBrowsers(`Coedit notes ${run}`);
    // Both type before either autosave (1.5 s after the last change) fires.
    await noteOf(mine, 1).fill('Admin: great for spring');
    await noteOf(theirs, 2).fill('Colleague: rate agreed');
    await Promise.all([waitForSaved(mine), waitForSaved(theirs)]);
    for (const page of [mine, theirs]) {
      await expect.poll(() => noteOf(page, 1).inputValue(), { timeout: 5_000 }).toBe('Admin: great for spring');
      await expect.poll(() => noteOf(page, 2).inputValue(), { timeout: 5_000 }).toBe('Colleague: rate agreed');
    }
    const stored = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet.notes;
    expect(stored).toEqual({ [creatorIds[0]]: 'Admin: great for spring', [creatorIds[1]]: 'Colleague: rate agreed' });
    for (const page of [mine, theirs]) {
      await page.reload();
      await expect.poll(() => noteOf(page, 1).inputValue(), { timeout: 10_000 }).toBe('Admin: great for spring');
      expect(await noteOf(page, 2).inputValue()).toBe('Colleague: rate agreed');
    }
  });

  it('keeps the later of two edits to the same note and tells the other member', async () => {
    const { sheetId, mine, theirs } = await openInTwoBrowsers(`Coedit conflict ${run}`);
    await noteOf(mine, 3).fill('First version');
    await noteOf(theirs, 3).fill('Later version');
    await Promise.all([waitForSaved(mine), waitForSaved(theirs)]);
    const loser = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet.notes[creatorIds[2]] === 'Later version' ? mine : theirs;
    const winnerName = loser === mine ? colleague.nickname || colleague.fullName || colleague.email : null;
    const notice = loser.getByText(
      winnerName ? COEDIT.noteKept(winnerName, creatorName(3)) : /changed the note on .* at the same time; their version was kept/,
    );
    await notice.first().waitFor({ timeout: 10_000 });
    await loser.setViewportSize(VIEWPORT.phone);
    const kept = await noteOf(theirs, 3).inputValue();
    await expect.poll(() => noteOf(mine, 3).inputValue(), { timeout: 5_000 }).toBe(kept);
  });
});
