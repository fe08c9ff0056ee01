import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TEXT } from '../shared/ai-texts.js';
import { createAiCreator, readBack } from './helpers/ai-data.js';
import { createSheets } from './helpers/collections-data.js';
import { launchBrowser, newPage } from './helpers/browser.js';
import { signInAsDemoAdmin } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, databaseUrl } = e2eServer();
const run = [...randomBytes(6)].map((n) => String.fromCharCode(97 + (n % 26))).join('');

describe('AI helpers in the browser: the tagging assistant and the sheet editor’s Assistant', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, baseUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tagging assistant: pick a creator, see tags with evidence, apply the ticked one', async () => {
    const name = `Tagme ${run}`;
    const id = await createAiCreator(databaseUrl, { name, description: 'Hiking trips and yoga at sunrise.', postTopics: ['Hiking', 'Yoga'], onRoster: true });
    await signInAsDemoAdmin(page, '/tagging-assistant');
    await page.getByText(AI_TEXT.newState).waitFor();
    await page.getByRole('combobox', { name: AI_TEXT.pickCreator }).fill(name);
    await page.getByRole('option', { name }).click();
    const hiking = page.getByTestId('tag-suggestion').filter({ hasText: 'Hiking' });
    await hiking.waitFor();
    expect(await hiking.innerText()).toMatch(/3 posts mention it; the description mentions it/);
    await page.getByTestId('tag-suggestion').filter({ hasText: 'Yoga' }).waitFor();
    await page.getByRole('checkbox', { name: 'Hiking' }).check();
    await page.getByRole('button', { name: AI_TEXT.applyTags }).click();
    await page.getByText(AI_TEXT.tagsApplied).waitFor();
    // Applied tags are carried now, so they are no longer suggested.
    await page.getByTestId('tag-suggestion').filter({ hasText: 'Yoga' }).waitFor();
    expect(await page.getByTestId('tag-suggestion').filter({ hasText: 'Hiking' }).count()).toBe(0);
    expect((await readBack(databaseUrl, id)).tags).toEqual(['Hiking']);
  });

  it('sheet editor: the Assistant suggests creators with why, Add puts one on the sheet, Suggest writes its note', async () => {
    const name = `Assist ${run}`;
    const id = await createAiCreator(databaseUrl, { name, description: `Known for ${run}craft workshops.`, postTopics: ['Art'], onRoster: false });
    const [sheetId] = await createSheets(baseUrl, [{ title: `AI sheet ${run}` }]);
    await page.goto(`/talent-sheet/${sheetId}`);
    await page.getByRole('button', { name: AI_TEXT.assistant }).click();
    const description = page.getByRole('dialog').getByLabel(AI_TEXT.campaignDescription);
    await description.fill('too short');
    await page.getByRole('button', { name: AI_TEXT.findMatches }).click();
    await page.getByText(AI_TEXT.descriptionTooShort).waitFor();
    await description.fill(`A brand campaign about ${run}craft for a US audience`);
    await page.getByRole('button', { name: AI_TEXT.findMatches }).click();
    const suggestion = page.getByTestId('assistant-suggestion').filter({ hasText: name });
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toMatch(/US audience 70 %/);
    await suggestion.getByRole('button', { name: `${AI_TEXT.addOne}: ${name}` }).click();
    await suggestion.getByRole('button', { name: `${AI_TEXT.added}: ${name}` }).waitFor();
    await page.keyboard.press('Escape');
    const onSheet = page.getByTestId('sheet-talent').filter({ hasText: name });
    await onSheet.waitFor();
    // The campaign description is kept for the sheet: Suggest writes the note at once.
    await onSheet.getByRole('button', { name: `${AI_TEXT.suggest}: ${name}` }).click();
    const note = onSheet.getByRole('textbox');
    await expect.poll(() => note.inputValue(), { timeout: 10_000 }).toMatch(new RegExp(`^${name}: .*US audience 70 %`));
    await expect
      .poll(async () => (await readBack(databaseUrl, id, sheetId)).sheet, { timeout: 15_000 })
      .toEqual([{ influencer_id: id, note: expect.stringMatching(new RegExp(`^${name}: `)) }]);
  });

  it('Suggest with no campaign description opens the description dialog first', async () => {
    await page.reload();
    const item = page.getByTestId('sheet-talent').first();
    await item.getByRole('button', { name: new RegExp(`^${AI_TEXT.suggest}:`) }).click();
    const dialog = page.getByRole('dialog', { name: AI_TEXT.noteDialogTitle });
    await dialog.waitFor();
    await dialog.getByLabel(AI_TEXT.campaignDescription).fill(`Another campaign about ${run}craft`);
    await dialog.getByRole('button', { name: AI_TEXT.useDescription }).click();
    await expect.poll(() => item.getByRole('textbox').inputValue(), { timeout: 10_000 }).toMatch(/^[^:]+: .* followers/);
  });

  it('the Assistant shows the brief it read as chips; removing one asks again and the suggestions change', async () => {
    const name = `Chips ${run}`;
    await createAiCreator(databaseUrl, { name, description: `Known for ${run}weave workshops.`, postTopics: [], onRoster: false });
    const [sheetId] = await createSheets(baseUrl, [{ title: `Chips sheet ${run}` }]);
    await page.goto(`/talent-sheet/${sheetId}`);
    await page.getByRole('button', { name: AI_TEXT.assistant }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(AI_TEXT.campaignDescription).fill(`A campaign about ${run}weave on TikTok for a US audience`);
    await dialog.getByRole('button', { name: AI_TEXT.findMatches }).click();
    const chips = dialog.getByTestId('brief-chip');
    await chips.filter({ hasText: 'TikTok' }).waitFor();
    expect(await chips.allInnerTexts()).toEqual(['TikTok', 'US audience']);
    // The creator posts on Instagram: no one meets "TikTok", so the nearest matches come labelled.
    await dialog
      .getByRole('status')
      .filter({ hasText: AI_TEXT.constraintEmptied('TikTok') })
      .waitFor();
    const suggestion = dialog.getByTestId('assistant-suggestion').filter({ hasText: name });
    await suggestion.getByText(AI_TEXT.nearestMatch).waitFor();
    await dialog.getByRole('button', { name: AI_TEXT.removeConstraint('TikTok') }).click();
    await expect.poll(() => chips.allInnerTexts()).toEqual(['US audience']);
    await expect.poll(() => suggestion.getByText(AI_TEXT.nearestMatch).count()).toBe(0);
    await suggestion.waitFor();
    expect(await dialog.getByRole('status').count()).toBe(0);
  });
});
