import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../shared/account-texts.js';
import { CONTACT_LIMIT, CONTACT_TEXT } from '../../shared/contact-texts.js';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';
import { waitForMail } from '../account/account-helpers.js';
import { ApiClient } from '../helpers/api-client.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { flatPng } from '../helpers/test-images.js';
import { uploadFile } from '../uploads/upload-flow.js';

const OPERATORS = 'operators@pitchroom.local';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);
const unique = () => randomBytes(4).toString('hex');

/** A file uploaded through the documented flow (GET /api/media-upload, then PUT), answered by its key. */
async function uploaded(client: ApiClient, body: Buffer, filename: string, type: string) {
  const { key, put } = await uploadFile(client, body, filename, type);
  expect(put.status).toBe(200);
  return key;
}

/** The links of an e-mail's text body, by label ("label: url" lines). */
const linksOf = (text: string) => Object.fromEntries([...text.matchAll(/^(.+): (https?:\/\/\S+)$/gm)].map((m) => [m[1], m[2]]));

/** Sends a message that does arrive, then answers whether `note` ever reached the operators (it was queued before). */
async function neverArrived(client: ApiClient, note: string) {
  const marker = `Arrives ${unique()}`;
  expect((await client.post('/api/user/contact-tpp', { note: marker })).status).toBe(200);
  await expect.poll(() => app.orm.em.fork().count(MailOutbox, { toAddress: OPERATORS, text: { $like: `%${marker}%` } }), { timeout: 15_000 }).toBe(1);
  return (await app.orm.em.fork().count(MailOutbox, { toAddress: OPERATORS, text: { $like: `%${note}%` } })) === 0;
}

describe('Contact Us', () => {
  it("delivers the message to the operators' outbox with a working link to each attached file", async () => {
    const { client, user, team } = await signedIn();
    const png = await flatPng(40, 30);
    const pdf = Buffer.from('%PDF-1.4\n% a tiny document\n');
    const shot = await uploaded(client, png, 'screen shot.png', 'image/png');
    const doc = await uploaded(client, pdf, 'invoice.pdf', 'application/pdf');
    const note = `Please add more credits ${unique()}`;

    const sent = await client.post('/api/user/contact-tpp', { note, uploadedKeys: [shot, doc] });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: ACCOUNT_TEXT.messageSent });

    const mail = await waitForMail(app.orm, OPERATORS);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(user.email);
    expect(mail.subject).toContain(team.name);
    const links = linksOf(mail.text);
    expect(Object.keys(links)).toEqual(['screen shot.png', 'invoice.pdf']);
    expect(mail.html).toContain(`>screen shot.png</a>`);

    // Whoever is given the e-mail opens the files: no session needed, only the signed link.
    const image = await fetch(links['screen shot.png']!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const download = await fetch(links['invoice.pdf']!);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const forged = new URL(links['screen shot.png']!);
    // One character changed, always to a different one (a signature ending in "AA" once made this the same link).
    const signature = forged.searchParams.get('signature')!;
    forged.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetch(forged)).status).toBe(403);
    const unsigned = new URL(links['screen shot.png']!);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it('refuses an empty message with the spec text, even with attachments', async () => {
    const { client } = await signedIn();
    const key = await uploaded(client, await flatPng(8, 8), 'a.png', 'image/png');
    const refused = await client.post('/api/user/contact-tpp', { note: '   ', uploadedKeys: [key] });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.note).toBe('You must include a message');
    expect((await client.post('/api/user/contact-tpp', { uploadedKeys: [key] })).status).toBe(400);
  });

  it("refuses another user's upload with 400 (same team or not), sending nothing", async () => {
    const me = await signedIn();
    const teammate = await signedIn({ team: me.team });
    const stranger = await signedIn();
    const theirs = await uploaded(teammate.client, await flatPng(8, 8), 'theirs.png', 'image/png');
    const foreign = await uploaded(stranger.client, await flatPng(8, 8), 'foreign.png', 'image/png');
    const mine = await uploaded(me.client, await flatPng(8, 8), 'mine.png', 'image/png');

    for (const keys of [[theirs], [mine, theirs], [foreign]]) {
      const note = `Not mine ${unique()}`;
      const refused = await me.client.post('/api/user/contact-tpp', { note, uploadedKeys: keys });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(CONTACT_TEXT.attachmentNotFound);
      expect(await neverArrived(me.client, note)).toBe(true);
    }
  });

  it('refuses an unknown key and an upload that was never sent (no PUT) with 400', async () => {
    const { client } = await signedIn();
    const pending = (await client.get(`/api/media-upload?${new URLSearchParams({ filename: 'later.png', type: 'image/png' })}`)).json.key as string;
    for (const key of [pending, `uploads/not-a-team/${unique()}/made-up.png`]) {
      const refused = await client.post('/api/user/contact-tpp', { note: `Hello ${unique()}`, uploadedKeys: [key] });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(CONTACT_TEXT.attachmentNotFound);
    }
  });

  it(`refuses more than ${CONTACT_LIMIT.maxFiles} files with 400, sending nothing`, async () => {
    const { client } = await signedIn();
    const png = await flatPng(8, 8);
    const keys: string[] = [];
    for (let i = 0; i <= CONTACT_LIMIT.maxFiles; i++) keys.push(await uploaded(client, png, `shot-${i}.png`, 'image/png'));
    const note = `Too many ${unique()}`;
    const refused = await client.post('/api/user/contact-tpp', { note, uploadedKeys: keys });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.uploadedKeys).toBe(CONTACT_TEXT.tooManyFiles(CONTACT_LIMIT.maxFiles));
    expect(await neverArrived(client, note)).toBe(true);
    expect((await client.post('/api/user/contact-tpp', { note, uploadedKeys: keys.slice(0, CONTACT_LIMIT.maxFiles) })).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect((await new ApiClient(app.baseUrl).post('/api/user/contact-tpp', { note: 'Hi' })).status).toBe(401);
  });
});
