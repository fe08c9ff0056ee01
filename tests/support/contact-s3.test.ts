import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXT } from '../../shared/contact-texts.js';
import { waitForMail } from '../account/account-helpers.js';
import { startS3rver } from '../helpers/s3rver-process.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { flatPng } from '../helpers/test-images.js';
import { uploadFile } from '../uploads/upload-flow.js';

const OPERATORS = 'operators@pitchroom.local';

/** Contact Us attachments when uploads go straight to an S3-compatible bucket (presigned PUT, never through the app). */
describe('Contact Us attachments through the S3 store', () => {
  let app: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
    app = await startTestApp(undefined, s3.env);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await s3?.stop();
  });

  it('links to the file in the bucket once it arrived there; a key whose file never arrived is 400', async () => {
    const { client } = await signedInUser(app);
    const png = await flatPng(30, 20);
    const { key, put } = await uploadFile(client, png, 'bucket.png', 'image/png');
    expect(put.status).toBe(200);
    const note = `From the bucket ${randomBytes(4).toString('hex')}`;
    expect((await client.post('/api/user/contact-tpp', { note, uploadedKeys: [key] })).status).toBe(200);
    const mail = await waitForMail(app.orm, OPERATORS);
    expect(mail.text).toContain(note);
    const url = /^bucket\.png: (\S+)$/m.exec(mail.text)?.[1];
    expect(url).toContain(s3.endpoint);
    const file = await fetch(url!);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const pending = (await client.get(`/api/media-upload?${new URLSearchParams({ filename: 'never.png', type: 'image/png' })}`)).json.key as string;
    const refused = await client.post('/api/user/contact-tpp', { note: 'with a file that never came', uploadedKeys: [pending] });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(CONTACT_TEXT.attachmentNotFound);
  });
});
