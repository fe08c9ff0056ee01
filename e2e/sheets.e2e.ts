import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { User } from '../server/modules/account/user.entity.js';
import type { Team } from '../server/modules/teams/team.entity.js';
import { DURATION } from '../shared/limits.js';
import { MSG } from '../shared/messages.js';
import { SHEET_LABEL as L } from '../shared/sheet-labels.js';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { createResponseSheet, createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = Date.now().toString(36);
const creatorName = (i: number) => `Sheet E2E ${run} ${String(i).padStart(2, '0')}`;

let orm: Orm;
let browser: Browser;
let api: ApiClient;
let team: Team;
const creatorIds: number[] = [];

beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  const em = orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: demoAdmin.email }, { populate: ['primaryTeam'] });
  team = admin.primaryTeam!;
  for (let i = 1; i <= 4; i++) {
    const creator = await createRosterCreator(em, team, { name: creatorName(i), followers: 1000 * i, tags: ['e2e-sheets'] });
    creatorIds.push(creator.id);
  }
  api = new ApiClient(baseUrl);
  await api.signIn(demoAdmin.email, demoAdmin.password);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

const talentOrder = (page: Page) => page.getByTestId('sheet-talent').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
const sheetIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

async function waitForSaved(page: Page) {
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${L.saved}$`) })
    .waitFor({ timeout: 15_000 });
}

async function dragOnto(page: Page, from: string, to: string) {
  const source = await page.getByRole('button', { name: `${L.dragHandle}: ${from}` }).boundingBox();
  const target = await page.getByTestId('sheet-talent').filter({ hasText: to }).boundingBox();
  if (!source || !target) throw new Error('drag targets not found');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 4 });
  await page.mouse.move(target.x + 40, target.y + 4, { steps: 12 });
  await page.mouse.up();
}

describe('a team member builds a talent sheet', () => {
  let context: BrowserContext;
  let page: Page;
  let sheetId: string;
  const title = `E2E Pitch ${run}`;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, baseUrl, VIEWPORT.desktop));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInAsDemoAdmin(page, '/talent-sheets');
  });

  it('creates a sheet from the list', async () => {
    await page.getByRole('link', { name: L.newSheet }).click();
    await page.getByRole('dialog', { name: L.createDialogTitle }).waitFor();
    await page.getByLabel(L.sheetName).fill(title);
    await page.getByRole('button', { name: L.create }).click();
    await page.waitForURL(/\/talent-sheet\/[A-Za-z0-9_-]{22}$/);
    sheetId = sheetIdOf(page);
    await page.getByText(MSG.sheetEmpty).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole('button', { name: L.saveSheet, exact: true }).isDisabled()).toBe(true);
  });

  it('adds creators from the available roster and shows Saving, then Saved', async () => {
    await page.getByLabel(L.filterByName).fill(`Sheet E2E ${run}`);
    await page.getByRole('button', { name: `${L.add} ${creatorName(3)}` }).waitFor();
    for (const i of [1, 2, 3]) await page.getByRole('button', { name: `${L.add} ${creatorName(i)}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${L.saving}$`) })
      .waitFor();
    await waitForSaved(page);
    expect(await talentOrder(page)).toEqual([creatorName(1), creatorName(2), creatorName(3)]);
    const saved = await api.get(`/api/talent-sheets/${sheetId}`);
    expect(saved.json.sheet.influencer_ids).toEqual(creatorIds.slice(0, 3));
  });

  it('reorders by dragging, and the new order is saved', async () => {
    await dragOnto(page, creatorName(3), creatorName(1));
    await page.waitForFunction((first) => document.querySelector('[data-testid="sheet-talent"]')?.getAttribute('aria-label') === first, creatorName(3));
    expect(await talentOrder(page)).toEqual([creatorName(3), creatorName(1), creatorName(2)]);
    await waitForSaved(page);
    await expect
      .poll(async () => (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet.influencer_ids)
      .toEqual([creatorIds[2], creatorIds[0], creatorIds[1]]);
  });

  it('writes a special note that is saved with the sheet', async () => {
    await page.getByLabel(`${L.specialNote}: ${creatorName(1)}`).fill('Perfect for the spring launch');
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${L.saving}$`) })
      .waitFor();
    await waitForSaved(page);
    const saved = await api.get(`/api/talent-sheets/${sheetId}`);
    expect(saved.json.sheet.notes[String(creatorIds[0])]).toBe('Perfect for the spring launch');
    await page.locator('label', { hasText: L.gridView }).click();
    await page.getByText('#1').waitFor();
    await page.locator('label', { hasText: L.listView }).click();
  });

  it('copies the public roster-view link', async () => {
    await page.getByRole('button', { name: `${L.copyLink}: ${L.rosterView}` }).click();
    await page.getByText(MSG.linkCopied).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/public/talent-sheet/roster-view/${sheetId}`);
  });

  it('duplicates the sheet from the list, asking for a name', async () => {
    await page.getByRole('link', { name: L.navTalentSheets }).click();
    await page.getByLabel(L.searchByName).fill(title);
    // Wait for the debounced filter to apply, so the list shown is the filtered one.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByRole('button', { name: `${L.duplicate} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: L.duplicateTitle });
    await dialog.getByRole('button', { name: L.duplicate }).click();
    await dialog.getByText(MSG.sheetNameRequired).waitFor();
    await dialog.getByLabel(L.sheetName).fill(`${title} copy`);
    await dialog.getByRole('button', { name: L.duplicate }).click();
    await page.getByRole('link', { name: `${title} copy`, exact: true }).waitFor();
    const list = await api.get(`/api/talent-sheets?title_filter=${encodeURIComponent(`${title} copy`)}`);
    const copy = await api.get(`/api/talent-sheets/${list.json.sheets[0].id}`);
    expect(copy.json.sheet.influencer_ids).toEqual([creatorIds[2], creatorIds[0], creatorIds[1]]);
    expect(copy.json.sheet.notes[String(creatorIds[0])]).toBe('Perfect for the spring launch');
  });

  it('deletes the copy after confirmation', async () => {
    await page.getByRole('button', { name: `${L.delete} ${title} copy` }).click();
    await page.getByRole('dialog', { name: L.deleteConfirmTitle }).getByRole('button', { name: L.delete }).click();
    await page.getByRole('link', { name: `${title} copy`, exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: title, exact: true }).isVisible()).toBe(true);
  });

  it('fits a phone screen', async () => {
    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(phone, `/talent-sheet/${sheetId}`);
    await phone.getByTestId('sheet-talent').first().waitFor();
    await phone.getByTestId('roster-row').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.goto('/talent-sheets');
    await phone.getByRole('link', { name: title, exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

describe('a campaign sheet', () => {
  it('edits tracking cells and saves them', async () => {
    const saved = await api.post('/api/user/talent-sheets/save', {
      title: `E2E Campaign ${run}`,
      sheet_type: 'campaign',
      influencers: creatorIds.slice(0, 2).map((id) => ({ influencer_id: id })),
    });
    const { page } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    await signInAsDemoAdmin(page, `/campaign/${saved.json.sheet_id}`);
    await page.getByText(L.clickCellToEdit).waitFor();
    await page.getByRole('button', { name: `${L.columnDateSent}: ${creatorName(1)}` }).click();
    await page.getByLabel(`${L.columnDateSent}: ${creatorName(1)}`).fill('05/01/26');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `${L.columnReplied}: ${creatorName(2)}` }).click();
    await page.getByLabel(`${L.columnReplied}: ${creatorName(2)}`).fill('Y');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `${L.columnNotes}: ${creatorName(2)}` }).click();
    await page.getByRole('dialog').getByLabel(L.notesModalTitle).fill('N'.repeat(120));
    await page.getByRole('button', { name: L.done }).click();
    await page.getByText(`${'N'.repeat(100)}…`).waitFor();
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await page.getByText(MSG.saved).first().waitFor();
    await page.goto('/campaigns');
    await page.getByRole('link', { name: `E2E Campaign ${run}` }).waitFor();
    const data = (await api.get(`/api/user/campaign/${saved.json.sheet_id}`)).json.campaign_data;
    expect(data[String(creatorIds[0])].date_sent).toBe('05/01/26');
    expect(data[String(creatorIds[1])]).toMatchObject({ replied: 'Y', notes: 'N'.repeat(120) });
  });
});

describe('a Creator Call response sheet', () => {
  it('refuses the 41st creator with the spec message', async () => {
    const em = orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: demoAdmin.email });
    const { sheet, castingCall } = await createResponseSheet(em, team, admin, `Brand Call ${run}`);
    const forty = [];
    for (let i = 1; i <= 40; i++) forty.push((await createRosterCreator(em, team, { name: `Resp ${run} ${i}` })).id);
    const extra = await createRosterCreator(em, team, { name: `Extra ${run}` });
    const filled = await api.post('/api/user/talent-sheets/save', { sheet_id: sheet.id, title: '', influencers: forty.map((id) => ({ influencer_id: id })) });
    expect(filled.status).toBe(200);

    const { page } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    await page.clock.install();
    await signInAsDemoAdmin(page, `/talent-sheet/${sheet.id}`);
    await page.getByRole('heading', { name: L.responseTo(castingCall.title) }).waitFor();
    await page.getByText(L.responseDraftBanner).waitFor();
    await page.getByLabel(L.filterByName).fill(`Extra ${run}`);
    await page.getByRole('button', { name: `${L.add} Extra ${run}` }).click();
    const limitMessage = page.getByRole('alert').filter({ hasText: MSG.castingResponseLimit });
    await limitMessage.waitFor();
    // Shown 6 s, longer than the usual 2.5 s of an error: the page's clock stops, then runs past each.
    // It stops a moment ahead of the time read, since the clock runs on until pauseAt reaches it.
    const pause = 500;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + pause);
    await page.clock.runFor(DURATION.errorDisplay + 500);
    expect(await limitMessage.isVisible()).toBe(true);
    await page.clock.runFor(DURATION.castingLimitMessage - DURATION.errorDisplay - pause);
    await page.clock.resume();
    await limitMessage.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('sheet-talent').count()).toBe(40);
    expect((await api.get(`/api/talent-sheets/${sheet.id}`)).json.sheet.influencer_ids).not.toContain(extra.id);
  });
});

describe('two editors on one sheet', () => {
  it("shows who else has the sheet open, and takes in the other editor's saves", async () => {
    const saved = await api.post('/api/user/talent-sheets/save', {
      title: `E2E Shared ${run}`,
      influencers: [{ influencer_id: creatorIds[0] }],
    });
    const sheetPath = `/talent-sheet/${saved.json.sheet_id}`;
    const { user: colleague } = await createUser(orm.em.fork(), { team, email: `colleague-${run}@example.test` });
    const { page: first } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    const { page: second } = await newPage(browser, baseUrl, VIEWPORT.desktop);
    await signInAsDemoAdmin(first, sheetPath);
    await first.getByTestId('sheet-talent').first().waitFor();
    await second.goto(`/signin?redirect=${encodeURIComponent(sheetPath)}`);
    await submitSignIn(second, colleague.email, TEST_PASSWORD);
    await second.getByTestId('sheet-talent').first().waitFor();

    await first.getByLabel(`${L.editorsHere}: ${colleague.nickname}`).waitFor();
    await second.getByLabel(`${L.editorsHere}: ${DEMO_ACCOUNTS.teamAdmin.nickname}`).waitFor();
    await first.getByLabel(L.filterByName).fill(creatorName(4));
    await first.getByRole('button', { name: `${L.add} ${creatorName(4)}` }).click();
    await waitForSaved(first);
    await second
      .getByTestId('sheet-talent')
      .filter({ hasText: creatorName(4) })
      .waitFor({ timeout: 10_000 });
    expect(await talentOrder(second)).toEqual([creatorName(1), creatorName(4)]);
  });
});
