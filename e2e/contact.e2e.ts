import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/orm.js';
import { SUPPORT_LABEL } from '../shared/account-labels.js';
import { ACCOUNT_TEXT } from '../shared/account-texts.js';
import { CONTACT_LABEL } from '../shared/contact-texts.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { flatPng } from '../tests/helpers/test-images.js';
import { launchBrowser, newPage, VIEWPORT } from './helpers/browser.js';
import { submitSignIn } from './helpers/sign-in.js';
import { e2eServer } from './helpers/server.js';

const baseUrl = e2eServer().baseUrl;
const run = Date.now().toString(36);
const note = `Our roster needs more credits, run ${run}.`;
const OPERATORS = 'operators@pitchroom.local';

let browser: Browser;
let page: Page;
let png: Buffer;
let email = '';

/** A person of a team of their own, signed in at /contact-tpp. */
async function signInAt(target: Page, route: string) {
  await target.goto(`/signin?redirect=${encodeURIComponent(route)}`);
  await submitSignIn(target, email, TEST_PASSWORD);
  await target.waitForURL((url) => url.pathname === route);
}

/** Drops a file on the drop zone as a drag from the desktop does (dragenter, dragover, drop with the file). */
async function dropFile(target: Page, file: { name: string; type: string; body: Buffer }) {
  const dataTransfer = await target.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.body.toString('base64') },
  );
  const zone = target.getByTestId('contact-dropzone');
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

const attachment = (target: Page, name: string) => target.getByRole('list', { name: CONTACT_LABEL.attachments }).getByRole('listitem', { name, exact: true });
const uploaded = (target: Page, name: string) => target.getByRole('progressbar', { name: CONTACT_LABEL.uploading(name) }).waitFor({ state: 'detached' });

beforeAll(async () => {
  const orm = await openDatabase(e2eServer().databaseUrl);
  try {
    ({
      user: { email },
    } = await createUser(orm.em.fork(), { email: `contact-${run}@example.test` }));
  } finally {
    await orm.close();
  }
  png = await flatPng(64, 48);
  browser = await launchBrowser();
  ({ page } = await newPage(browser, baseUrl));
});
afterAll(async () => {
  await browser?.close();
});

describe('Contact Us with attachments', () => {
  it('a dropped PNG shows its thumbnail; Remove takes it away and it can be added again', async () => {
    await signInAt(page, '/contact-tpp');
    await page.getByLabel(SUPPORT_LABEL.yourMessage).fill(note);
    await dropFile(page, { name: 'roster.png', type: 'image/png', body: png });
    await attachment(page, 'roster.png')
      .getByRole('img', { name: CONTACT_LABEL.thumbnail('roster.png') })
      .waitFor();
    await uploaded(page, 'roster.png');

    await page.getByRole('button', { name: CONTACT_LABEL.removeFile('roster.png'), exact: true }).click();
    await attachment(page, 'roster.png').waitFor({ state: 'detached' });

    // Again, this time by choosing the files (the drop zone's file input), with a non-image beside it.
    await page.getByLabel(CONTACT_LABEL.dropFiles).setInputFiles([
      { name: 'roster.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(`Notes of ${run}\n`) },
    ]);
    await attachment(page, 'roster.png')
      .getByRole('img', { name: CONTACT_LABEL.thumbnail('roster.png') })
      .waitFor();
    await attachment(page, 'notes.txt').getByText('notes.txt', { exact: true }).waitFor();
    expect(
      await attachment(page, 'notes.txt')
        .getByRole('img', { name: CONTACT_LABEL.thumbnail('notes.txt') })
        .count(),
    ).toBe(0);
    await uploaded(page, 'roster.png');
    await uploaded(page, 'notes.txt');
  });

  it('sends the message: "Message Sent" and the spec text', async () => {
    await page.getByRole('button', { name: SUPPORT_LABEL.send, exact: true }).click();
    const sent = page.getByRole('status').filter({ hasText: ACCOUNT_TEXT.messageSent });
    await sent.getByRole('heading', { name: ACCOUNT_TEXT.messageSent, exact: true }).waitFor();
    await sent.getByText(ACCOUNT_TEXT.messageSentBody, { exact: true }).waitFor();
  });

  it("the operators' message in the dev mailbox links to the attached PNG", async () => {
    const message = page.locator('article').filter({ hasText: note });
    await expect
      .poll(
        async () => {
          await page.goto(`/dev/mailbox?to=${encodeURIComponent(OPERATORS)}`);
          return message.count();
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(1);
    expect(await message.textContent()).toContain(email);
    const link = message.getByRole('link').filter({ hasText: /\/roster\.png\?signature=/ });
    expect(
      await message
        .getByRole('link')
        .filter({ hasText: /\/notes\.txt\?signature=/ })
        .count(),
    ).toBe(1);
    const href = await link.getAttribute('href');
    const image = await page.request.get(href!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await image.body()).equals(png)).toBe(true);
  });

  it('looks right on a phone', async () => {
    const { page: phone } = await newPage(browser, baseUrl, VIEWPORT.phone);
    await signInAt(phone, '/contact-tpp');
    await phone.getByLabel(SUPPORT_LABEL.yourMessage).fill('Hello from a phone');
    await dropFile(phone, { name: 'screenshot-from-my-phone.png', type: 'image/png', body: png });
    await phone.getByLabel(CONTACT_LABEL.dropFiles).setInputFiles([{ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }]);
    await uploaded(phone, 'screenshot-from-my-phone.png');
    await uploaded(phone, 'contract.pdf');
    // Both files listed (the image with its thumbnail), nothing wider than the screen, and Send within its width.
    await attachment(phone, 'screenshot-from-my-phone.png')
      .getByRole('img', { name: CONTACT_LABEL.thumbnail('screenshot-from-my-phone.png') })
      .waitFor();
    await attachment(phone, 'contract.pdf').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.phone.width);
    const send = await phone.getByRole('button', { name: SUPPORT_LABEL.send, exact: true }).boundingBox();
    expect(send!.x).toBeGreaterThanOrEqual(0);
    expect(send!.x + send!.width).toBeLessThanOrEqual(VIEWPORT.phone.width);
    await phone.context().close();
  });
});
