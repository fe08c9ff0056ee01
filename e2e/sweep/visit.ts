import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../helpers/axe.js';
import { layoutProblems } from './page-check.js';

/** Opens an address and answers everything wrong with it: errors while loading, layout, accessibility. */
export async function problemsAt(page: Page, errors: string[], address: string): Promise<string[]> {
  errors.length = 0;
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const layout = await layoutProblems(page);
  const a11y = await seriousA11yViolations(page);
  return [...errors, ...layout, ...a11y];
}
