import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { User } from '../server/modules/account/user.entity.js';
import type { TalentSheet } from '../server/modules/sheets/talent-sheet.entity.js';
import { ANALYTICS_LIMIT, ANALYTICS_TEXT as T } from '../shared/analytics.js';
import { PUBLIC_LABEL } from '../shared/public-texts.js';
import { addToRoster, createCreator, createSheet } from '../tests/helpers/public-factories.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin } from './helpers/sign-in.js';
import { subscriptionStarted } from './helpers/subscription.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = Math.random().toString(36).slice(2, 8);
const visitor = `buyer-${run}@acme.test`;

let orm: Orm;
let browser: Browser;
let sheet: TalentSheet;

/** An e-mail-gated sheet of the demo admin with two creators. */
async function gatedSheet() {
  const em = orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: demoAdmin.email }, { populate: ['primaryTeam'] });
  const creators = [];
  for (const name of [`Stats Ada ${run}`, `Stats Bo ${run}`]) {
    const { influencer } = await createCreator(em, { fullname: name });
    await addToRoster(em, admin.primaryTeam!, influencer);
    creators.push(influencer);
  }
  return createSheet(em, admin.primaryTeam!, creators, { title: `Stats sheet ${run}`, description: 'Stats heading', accessRestricted: true, createdBy: admin });
}

const figure = async (page: Page, id: string) => Number((await page.getByTestId(id).textContent())!.replace(/\D/g, ''));
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  browser = await launchBrowser();
  sheet = await gatedSheet();
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

describe('analytics: a brand opens a sheet, the team sees the view, the click and the visitor', () => {
  let member: Page;

  it('updates the open dashboard live when a brand opens the sheet and clicks a creator', async () => {
    ({ page: member } = await newPage(browser, baseUrl, VIEWPORT.desktop));
    const listening = subscriptionStarted(member, 'analytics.live');
    await signInAsDemoAdmin(member, '/talent-sheets/statistics');
    await member.getByRole('heading', { name: T.pageTitle }).waitFor();
    await member.getByTestId('roster-visits').waitFor();
    const visitsBefore = await figure(member, 'roster-visits');
    const clicksBefore = await figure(member, 'profile-clicks');
    await listening;

    const { page: brand } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await openPublic(brand, `/public/talent-sheet/roster-view/${sheet.id}`);
    const gate = brand.getByRole('dialog', { name: PUBLIC_LABEL.gateTitle });
    await gate.getByLabel(PUBLIC_LABEL.email).fill(visitor);
    await gate.getByRole('button', { name: PUBLIC_LABEL.gateContinue }).click();
    await brand.getByRole('heading', { name: 'Stats heading' }).waitFor();
    await brand.getByRole('button', { name: `Stats Ada ${run}` }).click();
    await brand.waitForURL(/influencer_id=/);

    await expect.poll(() => figure(member, 'roster-visits'), { timeout: 10_000 }).toBe(visitsBefore + 1);
    await expect.poll(() => figure(member, 'profile-clicks'), { timeout: 10_000 }).toBe(clicksBefore + 1);
    const visitorRow = member.getByRole('table', { name: 'Visitors' }).getByRole('row').filter({ hasText: visitor });
    await visitorRow.waitFor();
    expect(await visitorRow.textContent()).toContain(sheet.title);
  });

  it('keeps the range and only-my-sheets in the URL', async () => {
    await member.getByText(T.rangeLabels[7]).click();
    await member.waitForURL((url) => url.searchParams.get('range') === '7');
    await member.getByRole('switch', { name: T.onlyMySheets }).click();
    await member.waitForURL((url) => url.searchParams.get('mine') === 'true');
    await member.reload();
    await member.getByTestId('roster-visits').waitFor();
    expect(await member.getByRole('radio', { name: T.rangeLabels[7] }).isChecked()).toBe(true);
    expect(await member.getByRole('switch', { name: T.onlyMySheets }).isChecked()).toBe(true);
    await member.getByRole('table', { name: 'Visitors' }).getByText(visitor).waitFor();
  });

  it('opens the per-sheet page from the sheet row, with its view, click, creator and visitor, and exports the clicks as CSV', async () => {
    await member.getByRole('table', { name: 'Visitors' }).getByRole('link', { name: sheet.title }).first().click();
    await member.waitForURL((url) => url.pathname === `/talent-sheets/statistics/${sheet.id}`);
    await member.getByRole('heading', { name: sheet.title }).waitFor();
    await expect.poll(() => figure(member, 'roster-visits')).toBe(1);
    expect(await figure(member, 'profile-clicks')).toBe(1);
    const clickRow = member
      .getByRole('table', { name: 'Most-clicked profiles' })
      .getByRole('row')
      .filter({ hasText: `Stats Ada ${run}` });
    expect(await clickRow.textContent()).toContain('1');
    await member.getByRole('table', { name: 'Sheet visitors' }).getByText(visitor).waitFor();

    const download = member.waitForEvent('download');
    await member.getByRole('button', { name: T.exportCsv }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('sheet_title,fullname,influencer_id,clicks');
    expect(csv).toContain(`${sheet.title},Stats Ada ${run},`);
  });

  it('shows both pages at phone width without sideways scrolling', async () => {
    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(phone, '/talent-sheets/statistics');
    await phone.getByTestId('roster-visits').waitFor();
    await phone.getByRole('table', { name: 'Visitors' }).getByText(visitor).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await phone.goto(`/talent-sheets/statistics/${sheet.id}`);
    await phone.getByRole('table', { name: 'Sheet visitors' }).getByText(visitor).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
  });

  it('keeps every figure of every table on a phone screen, lists the first profiles with "Show all", and names the per-sheet figure Sheet Views', async () => {
    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAsDemoAdmin(phone, '/talent-sheets/statistics');
    await phone.goto('/talent-sheets/statistics?range=all');
    const profiles = phone.getByRole('table', { name: 'Most-clicked profiles' });
    await profiles.waitFor();
    const offScreen = () =>
      phone.evaluate(() =>
        [...document.querySelectorAll('table th, table td')]
          .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((cell) => cell.textContent),
      );
    expect(await offScreen()).toEqual([]);
    expect(await profiles.locator('tbody tr').count()).toBe(ANALYTICS_LIMIT.rowsShown);
    const showAll = profiles.locator('xpath=..').getByRole('button', { name: /^Show all / });
    const total = Number((await showAll.textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(ANALYTICS_LIMIT.rowsShown);
    await showAll.click();
    await expect.poll(() => profiles.locator('tbody tr').count()).toBe(total);
    await phone.goto(`/talent-sheets/statistics/${sheet.id}`);
    await phone.getByRole('table', { name: 'Sheet visitors' }).getByText(visitor).waitFor();
    expect(await offScreen()).toEqual([]);
    expect(await phone.getByText(T.sheetViews, { exact: true }).count()).toBe(1);
    expect(await phone.getByText(T.rosterVisits, { exact: true }).count()).toBe(0);
  });

  it('links each sheet row of /talent-sheets to its statistics', async () => {
    await member.goto('/talent-sheets');
    await member.getByRole('link', { name: `${T.statistics} ${sheet.title}` }).click();
    await member.waitForURL((url) => url.pathname === `/talent-sheets/statistics/${sheet.id}`);
    await member.getByRole('heading', { name: sheet.title }).waitFor();
  });
});
