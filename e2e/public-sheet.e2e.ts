import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { User } from '../server/modules/account/user.entity.js';
import type { TalentSheet } from '../server/modules/sheets/talent-sheet.entity.js';
import { PUBLIC_LIMIT } from '../shared/public-constants.js';
import { PUBLIC_LABEL, PUBLIC_MSG, TEAM_EVENT_TEXT } from '../shared/public-texts.js';
import { addToRoster, createCreator, createSheet } from '../tests/helpers/public-factories.js';
import { seriousA11yViolations } from './helpers/axe.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin } from './helpers/sign-in.js';
import { subscriptionStarted } from './helpers/subscription.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const CREATORS = PUBLIC_LIMIT.sheetRosterPage + 2;

let orm: Orm;
let browser: Browser;

beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

/** An access-restricted sheet of the demo team with 20 creators (the first one with posts). */
async function demoSheet(title: string): Promise<TalentSheet> {
  const em = orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: demoAdmin.email }, { populate: ['primaryTeam'] });
  const team = admin.primaryTeam!;
  const creators = [];
  for (let i = 0; i < CREATORS; i++) {
    const { influencer } = await createCreator(em, { fullname: `E2E Creator ${String(i + 1).padStart(2, '0')}` });
    await addToRoster(em, team, influencer, { tagline: 'Model, host' });
    creators.push(influencer);
  }
  return createSheet(em, team, creators, {
    title,
    description: `${title} heading`,
    accessRestricted: true,
    notes: { [creators[0].id]: 'Our pick for the launch' },
  });
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const cardCount = (page: Page) => page.locator('main [data-creator-name]').count();

describe.each(Object.entries(VIEWPORT))('a brand opens a shared sheet on a %s screen', (name, viewport) => {
  let brand: Page;
  let member: Page;
  let sheet: TalentSheet;
  let memberListening: Promise<void>;

  beforeAll(async () => {
    sheet = await demoSheet(`Summer Pitch ${name}`);
    ({ page: member } = await newPage(browser, baseUrl, VIEWPORT.desktop));
    memberListening = subscriptionStarted(member, 'teamNotifications.live');
    await signInAsDemoAdmin(member, '/configure');
    ({ page: brand } = await newPage(browser, baseUrl, viewport));
  });

  it('passes the e-mail gate and the team member sees "Acme opened …" live', async () => {
    await memberListening;
    await openPublic(brand, `/public/talent-sheet/roster-view/${sheet.id}`);
    const gate = brand.getByRole('dialog', { name: PUBLIC_LABEL.gateTitle });
    await gate.waitFor();
    expect(await seriousA11yViolations(brand)).toEqual([]);
    await gate.getByLabel(PUBLIC_LABEL.email).fill('buyer@acme.com');
    await gate.getByRole('button', { name: PUBLIC_LABEL.gateContinue }).click();
    await gate.waitFor({ state: 'hidden' });
    await brand.getByRole('heading', { name: `${sheet.title} heading` }).waitFor();
    await brand.getByText(PUBLIC_LABEL.clickCreatorPhoto).waitFor();
    expect(await cardCount(brand)).toBe(PUBLIC_LIMIT.sheetRosterPage);
    expect(await fitsWidth(brand)).toBe(true);
    expect(await seriousA11yViolations(brand)).toEqual([]);

    await member.getByText(TEAM_EVENT_TEXT.sheetOpened('Acme', sheet.title)).waitFor({ timeout: PUBLIC_LIMIT.liveNotificationMs + 1000 });
  });

  it("opens a creator's profile and comes back", async () => {
    await brand.getByRole('button', { name: 'E2E Creator 01' }).click();
    await brand.waitForURL(/influencer_id=/);
    await brand.getByRole('heading', { name: 'E2E Creator 01' }).waitFor();
    await brand.getByText('Our pick for the launch').waitFor();
    await brand.getByText(PUBLIC_LABEL.dataUpdated, { exact: false }).waitFor();
    expect(await fitsWidth(brand)).toBe(true);
    expect(await seriousA11yViolations(brand)).toEqual([]);
    await brand.getByRole('button', { name: PUBLIC_LABEL.back }).click();
    await brand.getByText(PUBLIC_LABEL.clickCreatorPhoto).waitFor();
    expect(new URL(brand.url()).searchParams.get('influencer_id')).toBeNull();
  });

  it('loads more creators', async () => {
    await brand.getByRole('button', { name: PUBLIC_LABEL.loadMore }).click();
    await brand.getByRole('button', { name: `E2E Creator ${CREATORS}` }).waitFor();
    expect(await cardCount(brand)).toBe(CREATORS);
    await expect(brand.getByRole('button', { name: PUBLIC_LABEL.loadMore }).count()).resolves.toBe(0);
  });

  it('sends a response and sees the thank-you page; the member is told live', async () => {
    await openPublic(brand, `/public/talent-sheet-response/${sheet.id}`);
    await brand.getByRole('button', { name: 'E2E Creator 02' }).click();
    await brand.getByRole('button', { name: 'E2E Creator 03' }).click();
    await brand.getByText(PUBLIC_LABEL.selectedCount(2)).waitFor();
    expect(await seriousA11yViolations(brand)).toEqual([]);
    await brand.getByRole('button', { name: PUBLIC_LABEL.sendResponse }).click();
    const dialog = brand.getByRole('dialog', { name: PUBLIC_LABEL.responseTitle });
    await dialog.getByLabel(PUBLIC_LABEL.yourName).fill('Rita Buyer');
    await expect(dialog.getByLabel(PUBLIC_LABEL.yourEmail).inputValue()).resolves.toBe('buyer@acme.com');
    await dialog.getByLabel(PUBLIC_LABEL.comments).fill('Love these two');
    await dialog.getByRole('button', { name: PUBLIC_LABEL.sendResponse }).click();
    await brand.getByRole('heading', { name: PUBLIC_MSG.responseThanksTitle }).waitFor();
    expect(await seriousA11yViolations(brand)).toEqual([]);
    await member.getByText(TEAM_EVENT_TEXT.sheetResponse('Acme', sheet.title)).waitFor({ timeout: PUBLIC_LIMIT.liveNotificationMs + 1000 });
  });
});

describe('the roster view and the single-page view on a phone', () => {
  let phone: Page;
  let sheet: TalentSheet;
  const note = 'Our pick for the launch: two campaigns with us this year, both sold out.';

  beforeAll(async () => {
    const em = orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: demoAdmin.email }, { populate: ['primaryTeam'] });
    const creators = [];
    for (let i = 0; i < 4; i++) {
      const { influencer } = await createCreator(em, { fullname: `Views Creator ${i + 1}` });
      await addToRoster(em, admin.primaryTeam!, influencer, { tagline: 'Model, host' });
      creators.push(influencer);
    }
    sheet = await createSheet(em, admin.primaryTeam!, creators, { description: 'Two views', notes: { [creators[0]!.id]: note } });
    ({ page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone));
  });

  const cards = () => phone.locator('main [data-creator-card]');
  const box = async (index: number) => (await cards().nth(index).boundingBox())!;
  /** Labels cut short with "…" on any card. */
  const cutLabels = () =>
    phone.evaluate(() =>
      [...document.querySelectorAll('main [data-creator-card] p, main [data-creator-card] span')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );

  it('shows the roster view as a grid of cards with their taglines and special notes, no label cut short', async () => {
    await openPublic(phone, `/public/talent-sheet/roster-view/${sheet.id}`);
    await cards().nth(3).waitFor();
    const [first, second] = [await box(0), await box(1)];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(await cards().first().getByTestId('card-note').textContent()).toBe(note);
    expect(await cards().first().getByText('Model, host').isVisible()).toBe(true);
    expect(await cutLabels()).toEqual([]);
  });

  it('shows the single-page view as one row per creator, the portrait beside the whole note and figures', async () => {
    await openPublic(phone, `/public/talent-sheet/${sheet.id}`);
    await cards().nth(3).waitFor();
    const [first, second] = [await box(0), await box(1)];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    const portrait = (await cards().first().getByTestId('card-portrait').boundingBox())!;
    const name = (await cards().first().locator('[data-creator-name]').boundingBox())!;
    expect(portrait.x + portrait.width).toBeLessThanOrEqual(name.x);
    expect(await cards().first().getByTestId('card-note').textContent()).toBe(note);
    expect(await cards().first().getByText(PUBLIC_LABEL.totalReach).isVisible()).toBe(true);
    expect(await cutLabels()).toEqual([]);
  });
});
