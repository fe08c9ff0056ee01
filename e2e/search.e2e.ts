import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { SEARCH_OPTIONS, SEARCH_TEXT as T } from '../shared/search-options.js';
import { SHEET_LABEL } from '../shared/sheet-labels.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { createSheets } from './helpers/collections-data.js';
import { demoAdmin, signInAsDemoAdmin, submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const sheetTitle = `Search picks ${randomBytes(3).toString('hex')}`;

/** "1.2M" / "50K" / "900" as a number. */
const parseCompact = (text: string) => {
  const match = /^([\d.]+)([KMB]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a figure: ${text}`);
  return Number(match[1]) * ({ '': 1, K: 1e3, M: 1e6, B: 1e9 } as Record<string, number>)[match[2]!]!;
};

describe('Search: filters in the URL, sorting, loading more, adding to a sheet, empty state, search-only users', () => {
  let browser: Browser;
  let page: Page;
  let sheetId: string;

  beforeAll(async () => {
    [sheetId] = (await createSheets(baseUrl, [{ title: sheetTitle }])) as [string];
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A search param as the router writes it (strings may be JSON-quoted). */
  const param = (url: URL, key: string) => url.searchParams.get(key)?.replace(/^"|"$/g, '') ?? null;
  const rows = () => page.getByTestId('search-result');
  /** Result `index` (from 0) by its place in the results, not among the rows drawn: scrolling to one changes which rows the table draws. */
  const result = (index: number) => page.locator(`[data-testid="search-result"][aria-rowindex="${index + 2}"]`);
  const column = async (index: number) => (await rows().locator(`td:nth-child(${index})`).allTextContents()).map((t) => t.trim());
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  /** The rows the table holds (it draws only those near the screen, and says how many it has). */
  const loaded = async () => Number((await page.getByRole('table').getAttribute('aria-rowcount')) ?? 1) - 1;
  /** The first five creators' names, read at the top of the list. */
  const topNames = async (p: Page) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    const top = p.locator(
      '[data-testid="search-result"]:is([aria-rowindex="2"], [aria-rowindex="3"], [aria-rowindex="4"], [aria-rowindex="5"], [aria-rowindex="6"])',
    );
    await expect.poll(() => top.count(), { timeout: 30_000 }).toBe(5);
    return (await top.locator('td:nth-child(1)').allTextContents()).map((t) => t.trim());
  };

  it('loads 300 results and 300 more on scrolling to the end, drawing only the rows near the screen', async () => {
    await signInAsDemoAdmin(page, '/search');
    await expect.poll(loaded, { timeout: 30_000 }).toBe(SEARCH_OPTIONS.pageLimit);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(loaded, { timeout: 30_000 }).toBe(2 * SEARCH_OPTIONS.pageLimit);
    expect(await rows().count()).toBeLessThan(50);
    expect(Number(await rows().first().getAttribute('aria-rowindex'))).toBeGreaterThan(SEARCH_OPTIONS.pageLimit - 50);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('narrows by several filters, each kept in the URL', async () => {
    await choose('Followers Min', '50K');
    await choose(T.engagementRate, '2%+');
    await choose(T.talentGender, 'Female');
    await page.waitForURL((url) => param(url, 'followers_min') === '50000' && param(url, 'engagement_min') === '2' && param(url, 'talent_gender') === 'female');
    await expect
      .poll(
        async () => {
          const followers = await column(4);
          return followers.length > 0 && followers.every((f) => parseCompact(f) >= 50_000);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect((await column(5)).every((rate) => parseFloat(rate) >= 2)).toBe(true);
    expect((await column(1)).every((talent) => (talent.includes(' · ') ? /@\S+ F/.test(talent) : true))).toBe(true);
  });

  it('closes the keyword list after Enter, so the filters beside it can be used at once', async () => {
    const keywords = page.getByRole('combobox', { name: T.keywordsOrTags, exact: true });
    await keywords.fill('fitness');
    await keywords.press('Enter');
    await page.waitForURL((url) => (url.searchParams.get('keywords') ?? '').includes('fitness'));
    expect(await page.getByRole('listbox').filter({ visible: true }).count()).toBe(0);
    // The next filter takes the very next click (nothing lies over it).
    await page.getByRole('combobox', { name: T.platform, exact: true }).click({ trial: true });
    await page.goto('/search?followers_min=50000&engagement_min=2&talent_gender=female');
  });

  it('sorts a new column descending, then toggles it', async () => {
    await page.getByRole('button', { name: 'Sort by Engagement Rate' }).click();
    await page.waitForURL((url) => param(url, 'sort_by') === 'engagement_rate');
    const descending = async () => (await column(5)).map(parseFloat).filter(Number.isFinite);
    await expect
      .poll(
        async () => {
          const r = await descending();
          return r.length > 1 && r.every((v, i) => i === 0 || r[i - 1]! >= v);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Sort by Engagement Rate' }).click();
    await page.waitForURL((url) => param(url, 'sort_order') === 'asc');
    await expect
      .poll(
        async () => {
          const r = await descending();
          return r.length > 1 && r.every((v, i) => i === 0 || r[i - 1]! <= v);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('adds a result to a chosen sheet', async () => {
    const first = result(0);
    const name = (await first.locator('td').first().locator('p').first().textContent())!;
    await first.getByRole('button', { name: T.add }).click();
    await page.getByRole('menuitem', { name: sheetTitle }).click();
    await page.getByText(T.addedToSheet(1, sheetTitle)).waitFor();
    const api = new ApiClient(baseUrl);
    await api.signIn(demoAdmin.email, demoAdmin.password);
    const sheet = await api.get(`/api/talent-sheets/${sheetId}`);
    expect(sheet.json.influencers.map((i: { fullname: string }) => i.fullname)).toEqual([name]);
  });

  it('marks a result already on a sheet "On sheet", also after a reload, and checks that sheet in its menu', async () => {
    await result(0).getByRole('button', { name: T.onSheet }).waitFor();
    await page.reload();
    await result(0).getByRole('button', { name: T.onSheet }).click();
    expect(await page.getByRole('menuitem', { name: sheetTitle }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('adds a result to a new sheet named from the add menu', async () => {
    const second = result(1);
    const name = (await second.locator('td').first().locator('p').first().textContent())!;
    const newTitle = `From search ${randomBytes(3).toString('hex')}`;
    await second.getByRole('button', { name: T.add }).click();
    await page.getByRole('menuitem', { name: T.newSheet }).click();
    await page.getByRole('dialog', { name: T.newSheetTitle }).getByLabel(SHEET_LABEL.sheetName).fill(newTitle);
    await page.getByRole('dialog', { name: T.newSheetTitle }).getByRole('button', { name: SHEET_LABEL.create }).click();
    await page.getByText(T.addedToSheet(1, newTitle)).waitFor();
    await second.getByRole('button', { name: T.onSheet }).waitFor();
    const api = new ApiClient(baseUrl);
    await api.signIn(demoAdmin.email, demoAdmin.password);
    const list = await api.get(`/api/talent-sheets?title_filter=${encodeURIComponent(newTitle)}`);
    expect(list.json.sheets.map((s: { title: string; influencers: { fullname: string }[] }) => [s.title, s.influencers.map((i) => i.fullname)])).toEqual([
      [newTitle, [name]],
    ]);
  });

  it('gives the same results to the same URL in a new tab', async () => {
    const names = await topNames(page);
    const other = await page.context().newPage();
    await other.goto(page.url());
    expect(await topNames(other)).toEqual(names);
    await other.close();
  });

  it('goes back to the previous filters with Back, and Clear Filters empties the URL', async () => {
    await page.goBack();
    await page.waitForURL((url) => param(url, 'sort_by') === 'engagement_rate' && param(url, 'sort_order') === 'desc');
    await page.getByRole('button', { name: T.clearFilters }).click();
    await page.waitForURL((url) => !url.searchParams.has('followers_min') && !url.searchParams.has('talent_gender'));
    await expect.poll(loaded, { timeout: 15_000 }).toBe(SEARCH_OPTIONS.pageLimit);
  });

  it('keeps every Add button inside the table at 1280 px with the audience age column shown', async () => {
    await page.goto('/search?audience_age_min=18&audience_age_max=34&audience_age_share_min=10');
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sort by Audience 18 - 34' }).waitFor();
    const clipped = await rows()
      .first()
      .locator('td:last-child button')
      .evaluate((button) => {
        const box = button.getBoundingClientRect();
        for (let e = button.parentElement; e; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.overflowX !== 'visible' && box.right > e.getBoundingClientRect().right + 0.5) return true;
        }
        return box.right > document.documentElement.clientWidth;
      });
    expect(clipped).toBe(false);
  });

  it('shows the empty state for an impossible combination', async () => {
    await page.goto('/search?followers_min=3000000&avg_views_max=5000&us_share_min=90&audience_gender=%22male%22&talent_gender=%22female%22');
    await page.getByText(T.noResults).waitFor({ timeout: 15_000 });
    expect(await rows().count()).toBe(0);
  });

  it('says what was searched when keywords find nothing, and searches the closest tag in one click', async () => {
    await page.goto('/search');
    const keywords = page.getByRole('combobox', { name: T.keywordsOrTags, exact: true });
    await keywords.fill('golf coach');
    await keywords.press('Enter');
    await page.getByText(T.searchedFor(['golf coach'], 'Instagram')).waitFor({ timeout: 15_000 });
    expect(await page.getByText(T.noResults).count()).toBe(1);
    await page.getByRole('button', { name: 'Golf', exact: true }).click();
    // Golf is a keyword, or a tag filter when the team's roster uses it as a tag.
    const words = (url: URL) => `${url.searchParams.get('keywords') ?? ''} ${url.searchParams.get('tags') ?? ''}`;
    await page.waitForURL((url) => words(url).includes('Golf') && !words(url).includes('coach'));
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('searches the directory from the sheet editor in advanced mode and adds a result to the sheet', async () => {
    await page.goto(`/talent-sheet/${sheetId}`);
    await page.getByRole('button', { name: T.showAdvanced }).click();
    await page.getByRole('combobox', { name: 'Followers Min', exact: true }).click();
    await page.getByRole('option', { name: '100K', exact: true }).click();
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const second = result(1);
    const name = (await second.locator('td').first().locator('p').first().textContent())!;
    await second.getByRole('button', { name: T.add, exact: true }).click();
    await second.getByRole('button', { name: T.added }).waitFor();
    await page.getByRole('button', { name: `${SHEET_LABEL.saved} (${SHEET_LABEL.saveSheet})` }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: T.hideAdvanced }).click();
    await page.getByRole('button', { name: T.moreFilters }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: T.talentGender }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`/advanced-edit-filters/${sheetId}?followers_min=100000`);
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect.poll(async () => (await page.getByText(name).count()) >= 2, { timeout: 15_000 }).toBe(true);
  });

  it('lands a search-only user on /search and keeps them off sheet pages', async () => {
    const { page: searcher } = await newPage(browser, baseUrl);
    await searcher.goto('/signin');
    await submitSignIn(searcher, DEMO_ACCOUNTS.searchOnly.email, DEMO_PASSWORD);
    await searcher.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => searcher.getByTestId('search-result').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await searcher.getByRole('button', { name: T.add, exact: true }).count()).toBe(0);
    await searcher.goto(`/talent-sheet/${sheetId}`);
    await searcher.waitForURL((url) => url.pathname === '/search');
    await searcher.goto('/talent-sheets');
    await searcher.waitForURL((url) => url.pathname === '/search');
  });
});

/** Controls past the viewport's edges that the user cannot scroll to, and the page's own width. */
const phoneFit = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A wide table inside its own horizontal scroller is reachable; anything else past the edge is not.
    const inScroller = (el: Element) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const overflowX = getComputedStyle(e).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const outside = [...document.querySelectorAll('button, a[href], input:not([type=hidden]), textarea, [role=combobox]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && (box.right > width + 0.5 || box.left < -0.5) && !inScroller(el);
      })
      .map((el) => el.outerHTML.slice(0, 120));
    return { width, pageWidth: document.documentElement.scrollWidth, outside };
  });

describe('Search at phone width (390x844): filters behind a Filters button, nothing past the right edge', () => {
  let browser: Browser;
  let page: Page;
  let sheetId: string;

  beforeAll(async () => {
    [sheetId] = (await createSheets(baseUrl, [{ title: `Phone picks ${randomBytes(3).toString('hex')}` }])) as [string];
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl, VIEWPORT.phone));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const filtersButton = () => page.getByRole('button', { name: new RegExp(`^${T.filters}`) });
  const followersMin = () => page.getByRole('combobox', { name: 'Followers Min', exact: true });

  it('shows results on the first screen of /search, the filters folded behind one button', async () => {
    await signInAsDemoAdmin(page, '/search');
    await page.getByTestId('search-result').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => filtersButton().getAttribute('aria-expanded')).toBe('false');
    expect(await followersMin().isVisible()).toBe(false);
    const firstRow = (await page.getByTestId('search-result').first().boundingBox())!;
    expect(firstRow.y + firstRow.height).toBeLessThan(VIEWPORT.phone.height);
    expect(await phoneFit(page)).toEqual({ width: VIEWPORT.phone.width, pageWidth: VIEWPORT.phone.width, outside: [] });
  });

  it('opens the filters, keeps a choice in the URL and counts it on the button, all within the screen width', async () => {
    await filtersButton().click();
    await expect.poll(() => filtersButton().getAttribute('aria-expanded')).toBe('true');
    expect(await phoneFit(page)).toEqual({ width: VIEWPORT.phone.width, pageWidth: VIEWPORT.phone.width, outside: [] });
    await followersMin().click();
    await page.getByRole('option', { name: '50K', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('followers_min') === '50000');
    await expect.poll(() => filtersButton().textContent()).toBe(`${T.filters}1`);
    await filtersButton().click();
    await expect.poll(() => followersMin().isVisible()).toBe(false);
  });

  it('fits /advanced-edit-filters/{id} on a phone, its filters folded the same way', async () => {
    await page.goto(`/advanced-edit-filters/${sheetId}?followers_min=100000`);
    await page.getByTestId('search-result').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => filtersButton().getAttribute('aria-expanded')).toBe('false');
    expect(await phoneFit(page)).toEqual({ width: VIEWPORT.phone.width, pageWidth: VIEWPORT.phone.width, outside: [] });
    await filtersButton().click();
    await followersMin().waitFor();
    expect(await phoneFit(page)).toEqual({ width: VIEWPORT.phone.width, pageWidth: VIEWPORT.phone.width, outside: [] });
  });
});
