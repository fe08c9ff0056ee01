import type { Page } from 'playwright-core';
import { AI_TEXT } from '../../shared/ai-texts.js';

/**
 * Every image the docs show, and the page it is taken of: `npm run docs:screenshots` takes each
 * one against a fresh server with the demo data. `:name` parts are filled from the demo's rows.
 */
export interface Shot {
  /** File name under docs/images/. */
  file: string;
  path: string;
  viewport: 'desktop' | 'phone';
  /** Signed in as the demo team admin, or a brand's anonymous visit. */
  signedIn: boolean;
  /** What to do on the page before the image is taken. */
  act?: (page: Page) => Promise<void>;
}

/** The sheet editor's Campaign Assistant with a brief no demo creator meets in full: its chips and the nearest matches. */
async function openAssistantWithBrief(page: Page) {
  await page.getByRole('button', { name: AI_TEXT.assistant }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(AI_TEXT.campaignDescription).fill('Mega fitness creators on TikTok and Instagram for a US audience of women 18-34, no gaming');
  await dialog.getByRole('button', { name: AI_TEXT.findMatches }).click();
  await dialog.getByTestId('brief-chip').first().waitFor();
}

export const SHOTS: Shot[] = [
  { file: 'roster.png', path: '/influencers', viewport: 'desktop', signedIn: true },
  { file: 'search.png', path: '/search', viewport: 'desktop', signedIn: true },
  { file: 'talent-sheets.png', path: '/talent-sheets', viewport: 'desktop', signedIn: true },
  { file: 'sheet-editor.png', path: '/talent-sheet/:talentSheetId', viewport: 'desktop', signedIn: true },
  { file: 'collections.png', path: '/collections', viewport: 'desktop', signedIn: true },
  { file: 'campaigns.png', path: '/campaigns', viewport: 'desktop', signedIn: true },
  { file: 'creator-calls.png', path: '/creator-calls', viewport: 'desktop', signedIn: true },
  { file: 'messages.png', path: '/messages', viewport: 'desktop', signedIn: true },
  { file: 'analytics.png', path: '/talent-sheets/statistics', viewport: 'desktop', signedIn: true },
  { file: 'assistant-brief-chips.png', path: '/talent-sheet/:talentSheetId', viewport: 'desktop', signedIn: true, act: openAssistantWithBrief },
  { file: 'tagging-assistant.png', path: '/tagging-assistant', viewport: 'desktop', signedIn: true },
  { file: 'settings.png', path: '/configure', viewport: 'desktop', signedIn: true },
  { file: 'public-sheet-desktop.png', path: '/public/talent-sheet/:talentSheetId', viewport: 'desktop', signedIn: false },
  { file: 'public-sheet-phone.png', path: '/public/talent-sheet/:talentSheetId', viewport: 'phone', signedIn: false },
  { file: 'public-roster-phone.png', path: '/public/talent-roster/:teamId', viewport: 'phone', signedIn: false },
  { file: 'public-collection-phone.png', path: '/public/collection/:collectionId', viewport: 'phone', signedIn: false },
];

/** Where the images go, from the repository's root. */
export const IMAGES_DIR = 'docs/images';
