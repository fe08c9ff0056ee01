import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import type { Influencer } from '../server/modules/directory/influencer.entity.js';
import type { TalentSheet } from '../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../server/modules/teams/team.entity.js';
import { PUBLIC_LIMIT } from '../shared/public-constants.js';
import { PUBLIC_LABEL } from '../shared/public-texts.js';
import { createTeam } from '../tests/helpers/factories.js';
import { addToRoster, createCollection, createCreator, createSheet } from '../tests/helpers/public-factories.js';
import { seriousA11yViolations } from './helpers/axe.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const TEAM_NAME = 'Northern Lights Talent Management';
const CREATORS = PUBLIC_LIMIT.publicSheetPage + 5;

let orm: Orm;
let browser: Browser;
let sheet: TalentSheet;
let collectionId: string;
let star: Influencer;
let olderTeam: Team;
let team: Team;

/** A team with a long name, a 20-creator sheet in a collection, and one creator with case studies. */
beforeAll(async () => {
  orm = await openDatabase(e2eServer().databaseUrl);
  browser = await launchBrowser();
  const em = orm.em.fork();
  team = await createTeam(em, TEAM_NAME);
  await em.nativeUpdate(Team, team.id, { contactEmail: 'hello@northern.test' });
  const creators = [];
  for (let i = 0; i < CREATORS; i++) {
    const { influencer } = await createCreator(em, { fullname: `Gap Creator ${String(i + 1).padStart(2, '0')}` });
    const caseStudies = i === 0 ? [{ title: 'Summer launch for Acme', description: 'Three reels and a story series.', url: 'https://example.com/acme' }] : null;
    const customDescription = i === 0 ? '**Gap Creator 01** hosts [a weekly podcast](https://example.com/pod) <b>live</b>' : null;
    await addToRoster(em, team, influencer, { tagline: 'Model, host', caseStudies, customDescription });
    creators.push(influencer);
  }
  star = creators[0]!;
  sheet = await createSheet(em, team, creators, { description: 'Autumn Faces' });
  collectionId = (await createCollection(em, team, [sheet], 'Autumn Lineup')).id;
  olderTeam = await createTeam(em, 'Classic Profiles');
  await em.nativeUpdate(Team, olderTeam.id, { settings: { displayUseOldOneSheet: true } });
  await addToRoster(em, olderTeam, star, { caseStudies: [{ title: 'Summer launch for Acme', url: 'https://example.com/acme' }] });
});
afterAll(async () => {
  await browser?.close();
  await orm?.close();
});

const cardCount = (page: Page) => page.locator('main [data-creator-name]').count();

describe.each(Object.entries(VIEWPORT))('public page details on a %s screen', (_name, viewport) => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser, baseUrl, viewport));
  });

  it('single-page view: 15 creators, then every creator with Show all', async () => {
    await openPublic(page, `/public/talent-sheet/${sheet.id}`);
    await page.getByRole('heading', { name: 'Autumn Faces' }).waitFor();
    expect(await cardCount(page)).toBe(PUBLIC_LIMIT.publicSheetPage);
    await page.getByRole('button', { name: `${PUBLIC_LABEL.showAll} (${CREATORS})` }).click();
    await expect.poll(() => cardCount(page)).toBe(CREATORS);
    expect(await page.getByRole('button', { name: PUBLIC_LABEL.loadMore }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the roster view (18 per page) has Load More but no Show all', async () => {
    await openPublic(page, `/public/talent-sheet/roster-view/${sheet.id}`);
    await page.getByRole('button', { name: PUBLIC_LABEL.loadMore }).waitFor();
    expect(await cardCount(page)).toBe(PUBLIC_LIMIT.sheetRosterPage);
    expect(await page.getByRole('button', { name: new RegExp(PUBLIC_LABEL.showAll) }).count()).toBe(0);
  });

  it('Case Studies opens a modal with the title, description and link', async () => {
    await openPublic(page, `/public/talent-sheet/roster-view/${sheet.id}?influencer_id=${star.id}`);
    await page.getByRole('button', { name: PUBLIC_LABEL.caseStudies }).click();
    const dialog = page.getByRole('dialog', { name: PUBLIC_LABEL.caseStudies });
    await dialog.getByRole('heading', { name: 'Summer launch for Acme' }).waitFor();
    await dialog.getByText('Three reels and a story series.').waitFor();
    expect(await dialog.getByRole('link', { name: `${PUBLIC_LABEL.openCaseStudy}: Summer launch for Acme` }).getAttribute('href')).toBe(
      'https://example.com/acme',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('a custom description reads as formatted text with its link, and HTML in it stays text', async () => {
    await openPublic(page, `/public/profile/${star.id}/team/${team.id}`);
    const bold = page.locator('main strong', { hasText: 'Gap Creator 01' });
    await bold.waitFor();
    expect(await page.getByRole('link', { name: 'a weekly podcast' }).getAttribute('href')).toBe('https://example.com/pod');
    expect(await page.locator('main').innerText()).not.toContain('**');
    await page.getByText('<b>live</b>').waitFor();
  });

  it("the collection header shows the team's whole name beside the Menu", async () => {
    await openPublic(page, `/public/collection/${collectionId}`);
    const teamName = page.getByRole('heading', { name: TEAM_NAME });
    await teamName.waitFor();
    // Not cut short: the heading shows all of its text (no ellipsis overflow).
    expect(await teamName.evaluate((node) => node.scrollHeight <= node.clientHeight + 1 && node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await page.getByRole('button', { name: PUBLIC_LABEL.menu }).click();
    await page.getByRole('dialog', { name: PUBLIC_LABEL.tableOfContents }).waitFor();
  });

  it('the older-style profile: header actions, widgets to hide, and Top / Sponsored / Reels posts', async () => {
    await openPublic(page, `/public/profile/${star.id}/team/${olderTeam.id}`);
    await page.getByRole('heading', { name: 'Gap Creator 01', level: 1 }).waitFor();
    await page.getByRole('button', { name: PUBLIC_LABEL.publicProfileLink }).waitFor();
    await page.getByRole('button', { name: PUBLIC_LABEL.caseStudies }).waitFor();
    await page.getByRole('tab', { name: PUBLIC_LABEL.topPosts }).waitFor();
    expect(await page.getByRole('tab', { name: PUBLIC_LABEL.recentPosts }).count()).toBe(0);
    const widgets = page.getByRole('group', { name: PUBLIC_LABEL.widgets });
    await widgets.getByText(PUBLIC_LABEL.widgetPosts).click();
    await expect.poll(() => page.getByRole('tab', { name: PUBLIC_LABEL.topPosts }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
