import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts.js';
import { LABEL } from '../../shared/labels.js';

export const demoAdmin = { email: DEMO_ACCOUNTS.teamAdmin.email, password: DEMO_PASSWORD } as const;

/** Types into the sign-in form as a person would and presses the button. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel(LABEL.email).fill(email);
  await page.getByLabel(LABEL.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: LABEL.signIn }).click();
}

/** Signs in as the demo team admin through /signin and waits until the app has moved on. */
export async function signInAsDemoAdmin(page: Page, redirectTo = '/configure') {
  await page.goto(`/signin?redirect=${encodeURIComponent(redirectTo)}`);
  await submitSignIn(page, demoAdmin.email, demoAdmin.password);
  await page.waitForURL((url) => url.pathname === redirectTo);
}
