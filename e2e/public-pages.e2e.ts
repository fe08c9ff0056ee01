import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { Collection } from '../server/modules/collections/collection.entity.js';
import type { Influencer } from '../server/modules/directory/influencer.entity.js';
import type { TalentSheet } from '../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../server/modules/teams/team.entity.js';
import { MSG } from '../shared/messages.js';
import { PUBLIC_LIMIT } from '../shared/public-constants.js';
import { PUBLIC_LABEL } from '../shared/public-texts.js';
import { publicSheetUrl } from '../shared/public-urls.js';
import { createTeam } from '../tests/helpers/factories.js';
import { addToRoster, createCollection, createCreator, createSheet } from '../tests/helpers/public-factories.js';
import { seriousA11yViolations } from './helpers/axe.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;

let orm: Orm;
let browser: Browser;
let team: Team;
let oldTeam: Team;
let creators: Influencer[];
let sheets: TalentSheet[];
let collection: Collection;

/** A team of its own (contact e-mail, accent colour) with 3 creators, 2 sheets and a collection. */
beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  browser = await launchBrowser();
  const em = orm.em.fork();
  team = await createTeam(em, 'Lumen Talent');
  await em.nativeUpdate(Team, team.id, { contactEmail: 'hello@lumen.test', bio: 'Creators for bold brands.', settings: { displayAccentColor: '#0b7285' } });
  const specs = [
    { fullname: 'Ava Stone', followers: 50_000, engagementRate: 6.1, femalePercent: 49.6 },
    { fullname: 'Bo Lake', followers: 900_000, engagementRate: 1.2, femalePercent: 70 },
    { fullname: 'Cy Reed', followers: 200_000, engagementRate: 3.3, femalePercent: 30 },
  ];
  creators = [];
  for (const spec of specs) {
    const { influencer } = await createCreator(em, {
      fullname: spec.fullname,
      accounts: [{ platform: 'instagram', followers: spec.followers, engagementRate: spec.engagementRate, femalePercent: spec.femalePercent, posts: 3 }],
    });
    await addToRoster(em, team, influencer, { tagline: 'Creator' });
    creators.push(influencer);
  }
  sheets = [
    await createSheet(em, team, [creators[0], creators[1]], { description: 'Music Makers' }),
    await createSheet(em, team, [creators[2]], { description: 'Style Setters' }),
  ];
  collection = await createCollection(em, team, sheets, 'Spring Lineup');
  oldTeam = await createTeam(em, 'Classic Talent');
  await em.nativeUpdate(Team, oldTeam.id, { settings: { displayOldRoster: true } });
  await addToRoster(em, oldTeam, creators[0]);
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const card = (page: Page, name: string) => page.locator('[data-creator-card]', { has: page.getByRole('button', { name, exact: true }) });
const cardNames = (page: Page) => page.locator('main [data-creator-name]').allInnerTexts();

describe.each(Object.entries(VIEWPORT))('public pages on a %s screen', (_name, viewport) => {
  let page: Page;
  const accessible = async () => expect(await seriousA11yViolations(page)).toEqual([]);

  beforeAll(async () => {
    ({ page } = await newPage(browser, baseUrl, viewport));
  });

  it('collection: Table of Contents drawer and sheet tiles linking to roster views', async () => {
    await openPublic(page, `/public/collection/${collection.id}`);
    await page.getByRole('heading', { name: 'Spring Lineup' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await accessible();
    await page.getByRole('button', { name: PUBLIC_LABEL.menu }).click();
    const drawer = page.getByRole('dialog', { name: PUBLIC_LABEL.tableOfContents });
    await drawer.getByText('Music Makers').waitFor();
    await drawer.getByText('Style Setters').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('link', { name: 'Style Setters' }).click();
    await page.waitForURL(`**/public/talent-sheet/roster-view/${sheets[1].id}`);
    await page.getByRole('heading', { name: 'Style Setters' }).waitFor();
    await accessible();
  });

  it('collection view-all: one page with a heading per sheet', async () => {
    await openPublic(page, `/public/collection/view-all/${collection.id}`);
    await page.getByRole('heading', { name: 'Music Makers', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Style Setters', level: 2 }).waitFor();
    expect(await cardNames(page)).toEqual(['Ava Stone', 'Bo Lake', 'Cy Reed']);
    await accessible();
  });

  it('public roster: tiles, sort switch, audience type, and a profile with a back arrow', async () => {
    await openPublic(page, `/public/talent-details/${team.id}`);
    await page.getByText(PUBLIC_LABEL.noOfCreators).waitFor();
    expect(await cardNames(page)).toEqual(['Bo Lake', 'Cy Reed', 'Ava Stone']);
    await page.getByText(PUBLIC_LABEL.engagementRate, { exact: true }).first().click();
    await expect.poll(() => cardNames(page)).toEqual(['Ava Stone', 'Cy Reed', 'Bo Lake']);
    // 49.6 rounds to 50: Female.
    await expect(card(page, 'Ava Stone').getByText(`${PUBLIC_LABEL.female} 50%`).count()).resolves.toBe(1);
    await expect(card(page, 'Cy Reed').getByText(`${PUBLIC_LABEL.male} 70%`).count()).resolves.toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    await accessible();
    await page.getByRole('button', { name: 'Ava Stone' }).click();
    await page.getByRole('heading', { name: 'Ava Stone' }).waitFor();
    await page.getByRole('button', { name: PUBLIC_LABEL.back }).click();
    await page.getByText(PUBLIC_LABEL.noOfCreators).waitFor();
  });

  it('talent-roster follows displayOldRoster', async () => {
    await openPublic(page, `/public/talent-roster/${oldTeam.id}`);
    await page.getByRole('button', { name: 'Ava Stone' }).waitFor();
    expect(await page.getByText(PUBLIC_LABEL.noOfCreators).count()).toBe(0);
    await openPublic(page, `/public/talent-roster/${team.id}`);
    await page.getByText(PUBLIC_LABEL.noOfCreators).waitFor();
  });

  it('profile: interest sign-up requires name and e-mail and says when the e-mail is known', async () => {
    await openPublic(page, `/public/profile/${creators[1].id}/team/${team.id}`);
    await page.getByRole('heading', { name: 'Bo Lake' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await accessible();
    await page.getByRole('button', { name: PUBLIC_LABEL.showInterest }).click();
    const dialog = page.getByRole('dialog', { name: PUBLIC_LABEL.interestTitle });
    await dialog.getByRole('button', { name: PUBLIC_LABEL.submit }).click();
    await dialog.getByText(MSG.nameRequired).waitFor();
    await dialog.getByText(MSG.emailRequired).waitFor();
    await dialog.getByLabel(PUBLIC_LABEL.name).fill('Pat');
    await dialog.getByLabel(PUBLIC_LABEL.email).fill('admin@demo.pitchroom.test');
    await dialog.getByRole('button', { name: PUBLIC_LABEL.submit }).click();
    await dialog.getByText(MSG.emailExists).waitFor();
  });

  it('an unknown sheet shows the spec message', async () => {
    await openPublic(page, '/public/talent-sheet/roster-view/AAAAAAAAAAAAAAAAAAAAAA');
    await page.getByText(MSG.noTalentSheetFound).waitFor();
    await accessible();
  });
});

describe('public pages rendered on the server', () => {
  it('send each page kind with its content in the HTML and no inline script, then hydrate it without an error', async () => {
    const pages = [
      [`/public/talent-sheet/roster-view/${sheets[0].id}`, 'Ava Stone'],
      [`/public/talent-sheet/${sheets[0].id}`, 'Bo Lake'],
      [`/public/talent-roster/${team.id}`, 'Cy Reed'],
      [`/public/collection/${collection.id}`, 'Spring Lineup'],
      [`/public/profile/${creators[0].id}/team/${team.id}`, 'Ava Stone'],
    ] as const;
    for (const [url, shown] of pages) {
      const html = await (await fetch(baseUrl + url)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, url).toContain(shown);
      // The Content-Security-Policy allows no inline script: only data (JSON) and the entry's own file.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(
        scripts.filter((tag) => !/type="application\/json"/.test(tag) && !/\ssrc="/.test(tag)),
        url,
      ).toEqual([]);

      const { page, context } = await newPage(browser, baseUrl, VIEWPORT.phone);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await page.getByText(shown).first().waitFor();
      // Hydrated: React has taken the root over, and every part of the page has loaded.
      await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
      await page.waitForLoadState('networkidle');
      expect(errors, url).toEqual([]);
      await context.close();
    }
  });

  it('paint a page styled before any script runs, the styles of its parts included', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT.phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/public/talent-roster/${team.id}`);
      const name = page.locator('main [data-creator-name]', { hasText: 'Ava Stone' });
      await name.waitFor();
      // The card's name covers the whole card (creator-card.module.css, a lazily loaded part's sheet).
      expect(await name.evaluate((element) => getComputedStyle(element, '::after').position)).toBe('absolute');
    } finally {
      await context.close();
    }
  });

  it("answer a tap made before the page's code has arrived, once it has", async () => {
    const { page, context } = await newPage(browser, baseUrl, VIEWPORT.phone);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The code that takes the page over is held back, as on a slow network.
      await page.route(/\/assets\/public-start-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/public/talent-roster/${team.id}`);
      await page.getByRole('button', { name: 'Ava Stone' }).click();
      expect(await page.locator('html[data-ready]').count()).toBe(0);
      release();
      await page.getByRole('heading', { name: 'Ava Stone' }).waitFor();
      await page.getByRole('button', { name: PUBLIC_LABEL.back }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('inline the answers they show as data, with script text in them escaped', async () => {
    const em = orm.em.fork();
    const hostile = await createSheet(em, em.getReference(Team, team.id), [creators[0]], { description: '</script><script>alert(1)</script>' });
    const html = await (await fetch(`${baseUrl}/public/talent-sheet/roster-view/${hostile.id}`)).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    const inlined = /<script type="application\/json" id="public-preload"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(inlined!)[publicSheetUrl(hostile.id, 1, PUBLIC_LIMIT.sheetRosterPage)].sheet.id).toBe(hostile.id);
  });

  it('send a changed page as changed on its next load', async () => {
    const url = `/public/collection/${collection.id}`;
    const before = await (await fetch(baseUrl + url)).text();
    expect(before).toContain('Spring Lineup');
    await orm.em.fork().nativeUpdate(Collection, collection.id, { title: 'Summer Lineup' });
    try {
      await expect.poll(async () => (await (await fetch(baseUrl + url)).text()).includes('Summer Lineup')).toBe(true);
    } finally {
      await orm.em.fork().nativeUpdate(Collection, collection.id, { title: 'Spring Lineup' });
    }
  });
});
