import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_LABEL } from '../shared/messaging-texts.js';
import { ROSTER_LIMIT, TALENT_LABEL, TALENT_MSG } from '../shared/talent-texts.js';
import { PUBLIC_LABEL } from '../shared/public-texts.js';
import { openDatabase } from '../server/orm.js';
import { Team } from '../server/modules/teams/team.entity.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { launchBrowser, newPage, VIEWPORT, openPublic } from './helpers/browser.js';
import { demoAdmin, signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = randomBytes(3).toString('hex');
// The machine running these is shared and often loaded: a generous bound, never a sleep.
const WAIT = { timeout: 30_000 };

describe('Talent profile: edit mode and the talent editors', () => {
  let browser: Browser;
  let page: Page;
  let creator: { id: number; fullname: string };
  let teamId: string;
  let sheetTitles: string[];
  const sheetIds: string[] = [];
  let api: ApiClient;
  const profilePath = () => `/influencers/profile/${creator.id}/${teamId}`;

  beforeAll(async () => {
    api = new ApiClient(baseUrl);
    await api.signIn(demoAdmin.email, demoAdmin.password);
    const config = await api.get('/api/user/configuration');
    teamId = config.json.selectedTeamId ?? config.json.primary_team_id;
    // A creator of its own: other spec files share this app's demo team and change its roster.
    const orm = await openDatabase(e2eServer().databaseUrl);
    const team = await orm.em.fork().findOneOrFail(Team, { id: teamId });
    const made = await createRosterCreator(orm.em.fork(), team, { name: `Profile Creator ${run}`, posts: 3 });
    creator = { id: made.id, fullname: made.fullname };
    await orm.close();
    sheetTitles = [`Profile A ${run}`, `Profile B ${run}`];
    for (const title of sheetTitles) {
      const saved = await api.post('/api/user/talent-sheets/save', { title, sheet_type: 'talent', influencers: [{ influencer_id: creator.id, note: null }] });
      expect(saved.status, saved.text).toBe(200);
      sheetIds.push(saved.json.sheet_id);
    }
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the profile, marks a favourite, and finds it on /favorites', async () => {
    await signInAsDemoAdmin(page, profilePath());
    await page.getByRole('heading', { name: creator.fullname }).first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor(WAIT);
    await page.goto('/favorites');
    await page.getByTestId('favorite').filter({ hasText: creator.fullname }).waitFor(WAIT);
  });

  it('"Message about this creator" opens the composer about this creator', async () => {
    await page.goto(profilePath());
    await page.getByRole('button', { name: `${MESSAGING_LABEL.messageAboutCreator}: ${creator.fullname}` }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGING_LABEL.newMessage });
    expect(await dialog.getByLabel(MESSAGING_LABEL.subject).inputValue()).toBe(creator.fullname);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('tags the creator in the tags dialog: the list closes after Enter and Save takes the next click', async () => {
    await page.goto(profilePath());
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: TALENT_LABEL.editTags }).click();
    const dialog = page.getByRole('dialog', { name: TALENT_LABEL.editTags });
    const tags = dialog.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.fill(`dialog ${run}`);
    await tags.press('Enter');
    expect(await page.getByRole('listbox').filter({ visible: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click({ trial: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`dialog ${run}`).first().waitFor(WAIT);
  });

  it('saves a tagline (refusing one over 30 characters) and a description whose script stays text', async () => {
    await page.goto(profilePath());
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('link', { name: TALENT_LABEL.customizeDescription }).click();
    const tagline = page.getByLabel(TALENT_LABEL.taglineField);
    await tagline.fill('x'.repeat(31));
    await page.getByText(TALENT_LABEL.taglineCount(31, ROSTER_LIMIT.taglineMax)).waitFor(WAIT);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText(TALENT_MSG.taglineTooLong).waitFor(WAIT);
    await tagline.fill(`Artist ${run}`);
    await page.getByText(TALENT_LABEL.taglineCount(`Artist ${run}`.length, ROSTER_LIMIT.taglineMax)).waitFor(WAIT);
    await page.getByRole('button', { name: 'Save' }).first().click();
    // The confirmation stays beside the button once the toast has gone, until the tagline is edited again.
    await page.getByRole('alert').filter({ hasText: TALENT_MSG.customTaglineSaved }).waitFor(WAIT);
    await page.getByRole('alert').filter({ hasText: TALENT_MSG.customTaglineSaved }).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: TALENT_MSG.customTaglineSaved }).waitFor(WAIT);
    await page.getByLabel('New description').fill(`Hello ${run} <script>window.hacked = 1</script> [bad](javascript:alert(1)) [good](https://example.com)`);
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await page.getByText(TALENT_MSG.customDescriptionSaved).waitFor(WAIT);
    await page.getByText('<script>window.hacked = 1</script>', { exact: false }).first().waitFor(WAIT);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'good' }).getAttribute('href')).toBe('https://example.com');
  });

  it('shows the tagline on the public profile at once', async () => {
    await openPublic(page, `/public/profile/${creator.id}/team/${teamId}`);
    await page.getByText(`Artist ${run}`).first().waitFor(WAIT);
  });

  it('saves a rate card and refuses a partial row', async () => {
    await page.goto(`/talent/edit-rate-card/${creator.id}`);
    const row = page.getByTestId('rate-row').first();
    await row.getByRole('textbox', { name: 'Description' }).fill('Reel');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(TALENT_MSG.rateCardRowIncomplete).waitFor(WAIT);
    await row.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'TikTok' }).click();
    await row.getByRole('textbox', { name: 'Rate' }).fill('2500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(TALENT_MSG.saved).waitFor(WAIT);
  });

  it("shows a rate typed as a plain amount as money in the team's currency on the public profile", async () => {
    await openPublic(page, `/public/profile/${creator.id}/team/${teamId}`);
    await page.getByRole('button', { name: PUBLIC_LABEL.rateCard }).click();
    const rates = page.getByRole('dialog', { name: PUBLIC_LABEL.rateCard });
    await rates.getByText('$2,500', { exact: true }).waitFor(WAIT);
    expect(await rates.getByText('2500', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('accepts for the client and removes the creator from a selected sheet', async () => {
    await page.goto(`/talent/edit-sheets/${creator.id}`);
    const rows = page.getByTestId('creator-sheet');
    await rows.filter({ hasText: sheetTitles[0] }).waitFor(WAIT);
    const accept = page.getByRole('button', { name: `${TALENT_LABEL.acceptedByClient}: ${sheetTitles[0]}` });
    await accept.click();
    await expect.poll(() => accept.getAttribute('aria-pressed'), WAIT).toBe('true');
    await page.getByRole('button', { name: TALENT_LABEL.selectSheetsToRemove }).click();
    await page.getByRole('checkbox', { name: `Select ${sheetTitles[1]}` }).check();
    await page.getByRole('button', { name: TALENT_LABEL.removeFromSelectedSheets }).click();
    await page.getByText(TALENT_MSG.removeFromSheetsConfirm).waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).last().click();
    await expect.poll(() => rows.filter({ hasText: sheetTitles[1] }).count(), WAIT).toBe(0);
    await page.reload();
    await rows.filter({ hasText: sheetTitles[0] }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: `${TALENT_LABEL.acceptedByClient}: ${sheetTitles[0]}` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides statistics in edit mode with Save Changes', async () => {
    await page.goto(profilePath());
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: TALENT_LABEL.alterDisplayedStatistics }).click();
    // Mantine's Chip keeps its input visually hidden: click it as the label would.
    await page.getByRole('checkbox', { name: 'Followers', exact: true }).dispatchEvent('click');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Followers', exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: TALENT_LABEL.saveChanges }).click();
    await page.getByText(TALENT_MSG.saved).waitFor(WAIT);
    await page.reload();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: TALENT_LABEL.alterDisplayedStatistics }).click();
    expect(await page.getByRole('checkbox', { name: 'Followers', exact: true }).isChecked()).toBe(false);
  });

  it('hides a post and resets all', async () => {
    await page.goto(`/talent/${creator.id}/edit-posts`);
    const post = page.getByTestId('editable-post').first();
    await post.waitFor(WAIT);
    await post.getByRole('switch').dispatchEvent('click');
    await page.getByText('1 hidden').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(TALENT_MSG.saved).waitFor(WAIT);
    await page.reload();
    await page.getByText('1 hidden').waitFor(WAIT);
    await page.getByRole('button', { name: TALENT_LABEL.resetAll }).click();
    await page.getByText('0 hidden').waitFor();
  });

  it('shows the profile on a phone', async () => {
    const phone = await newPage(browser, baseUrl, VIEWPORT.phone);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(profilePath());
    await phone.page.getByRole('heading', { name: creator.fullname }).first().waitFor(WAIT);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context.close();
  });

  // Last: it takes the creator off the demo team's roster.
  it('says in the sheet editor that a removed creator is no longer on the roster', async () => {
    expect((await api.post('/api/user/team/roster/remove', { influencer_id: creator.id })).status).toBe(200);
    await page.goto(`/talent-sheet/${sheetIds[0]}`);
    const card = page.getByTestId('sheet-talent').filter({ hasText: creator.fullname });
    await card.getByText(TALENT_MSG.notOnRoster).waitFor(WAIT);
  });
});
