import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../shared/talent-add-texts.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startS3rver } from '../helpers/s3rver-process.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';
import { flatPng, photo } from '../helpers/test-images.js';
import { uploadFile } from './upload-flow.js';

const replace = (member: Awaited<ReturnType<typeof signedInMember>>, body: Record<string, unknown>) => member.api.post('/api/user/replace-portrait', body);

async function fetchBytes(url: string, base: string) {
  const response = await fetch(url.startsWith('http') ? url : base + url);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describe.each(['local', 's3'] as const)('uploads and portraits through the %s store', (kind) => {
  let app: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3rver();
    app = await startTestApp(undefined, s3?.env ?? {});
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await s3?.stop();
  });

  it('answers a signed URL and key; the PUT file becomes a square <= 600 px JPEG portrait with a new URL, shown at once', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const { key, put, url } = await uploadFile(member.api, await photo(1600, 900));
    expect(put.status).toBe(200);
    expect(key).toMatch(new RegExp(`^uploads/${member.team.id}/`));
    if (kind === 's3') expect(url).toContain('X-Amz-Signature');
    const answer = await replace(member, { influencer_id: creator.id, uploadedKey: key, crop: { x: 0.5, y: 0, size: 1 } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.success).toBe(true);
    const image = await fetchBytes(answer.json.picture_url, app.baseUrl);
    expect(image.status).toBe(200);
    const meta = await sharp(image.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect(meta.exif).toBeUndefined();
    const entry = await app.orm.em.fork().findOneOrFail(RosterEntry, { team: member.team.id, influencer: creator.id });
    expect(entry.customPictureUrl).toBe(answer.json.picture_url);

    // The public profile shows the new portrait, and a second portrait gets another URL.
    const second = await uploadFile(member.api, await photo(800, 800));
    const again = await replace(member, { influencer_id: creator.id, uploadedKey: second.key });
    expect(again.json.picture_url).not.toBe(answer.json.picture_url);
    const profile = await member.api.get(`/api/influencers/profiles/${creator.id}`);
    expect(JSON.stringify(profile.json)).toContain(again.json.picture_url);
  });

  it('rotates by EXIF orientation before cropping', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    // Stored 1200x400 with orientation 6 (rotate 90°): shown 400x1200, so a full-width square is 400 px.
    const { key } = await uploadFile(member.api, await photo(1200, 400, 6));
    const answer = await replace(member, { influencer_id: creator.id, uploadedKey: key });
    expect(answer.status, answer.text).toBe(200);
    const meta = await sharp((await fetchBytes(answer.json.picture_url, app.baseUrl)).body).metadata();
    expect(meta).toMatchObject({ width: 400, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a non-image and a decompression bomb with a clear message and stores no portrait', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const text = await uploadFile(member.api, Buffer.from('not an image at all'), 'notes.txt', 'text/plain');
    const notImage = await replace(member, { influencer_id: creator.id, uploadedKey: text.key });
    expect(notImage.status).toBe(400);
    expect(notImage.json.error).toBe(ADD_TALENT_MSG.notAnImage);

    const bombBytes = await flatPng(10_000, 10_000);
    expect(bombBytes.length).toBeLessThan(UPLOAD_LIMIT.maxBytes / 10);
    const bomb = await uploadFile(member.api, bombBytes, 'bomb.png', 'image/png');
    expect(bomb.put.status).toBe(200);
    const refused = await replace(member, { influencer_id: creator.id, uploadedKey: bomb.key });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(ADD_TALENT_MSG.tooManyPixels(UPLOAD_LIMIT.maxPixels / 1_000_000));
    const entry = await app.orm.em.fork().findOneOrFail(RosterEntry, { team: member.team.id, influencer: creator.id });
    expect(entry.customPictureUrl).toBeNull();
  });

  it('uses an upload once, only for its own team, and only on its own team’s creators (404 otherwise)', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const other = await signedInMember(app);
    const othersCreator = await createRosterCreator(other.em, other.team);
    const { key } = await uploadFile(member.api, await photo(700, 700));
    expect((await replace(other, { influencer_id: othersCreator.id, uploadedKey: key })).status).toBe(404);
    expect((await replace(member, { influencer_id: othersCreator.id, uploadedKey: key })).status).toBe(404);
    expect((await replace(member, { influencer_id: creator.id, uploadedKey: key })).status).toBe(200);
    const reused = await replace(member, { influencer_id: creator.id, uploadedKey: key });
    expect(reused.status).toBe(404);
    expect(reused.json.error).toBe(ADD_TALENT_MSG.uploadMissing);
  });

  it('refuses bad requests for a URL with the field named, and signed-out callers', async () => {
    const member = await signedInMember(app);
    const noName = await member.api.get('/api/media-upload?type=image/jpeg');
    expect(noName.status).toBe(400);
    expect(noName.json.error).toContain('filename');
    const tooBig = await member.api.get(`/api/media-upload?filename=a.jpg&type=image/jpeg&size=${UPLOAD_LIMIT.maxBytes + 1}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error).toContain('size');
    expect((await fetch(`${app.baseUrl}/api/media-upload?filename=a.jpg&type=image/jpeg`)).status).toBe(401);
  });

  it('stores nothing from a PUT to an altered key, and an oversized file never becomes a portrait', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const { url, key } = await uploadFile(member.api, await photo(300, 300));
    const altered = url.replace('portrait.jpg', 'other.jpg');
    const otherKey = key.replace(/[^/]+$/, 'other.jpg');
    expect(altered).not.toBe(url);
    const tampered = await fetch(altered, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' } });
    if (kind === 'local') {
      expect(tampered.status).toBe(403);
      expect(await app.services.files.size(otherKey)).toBeNull();
    }
    // s3rver does not check SigV4 signatures (real S3 answers 403): whatever it stored is never used.
    expect((await replace(member, { influencer_id: creator.id, uploadedKey: otherKey })).status).toBe(404);

    const big = await member.api.get('/api/media-upload?filename=big.jpg&type=image/jpeg');
    const oversized = Buffer.alloc(UPLOAD_LIMIT.maxBytes + 1024, 1);
    const put = await fetch(big.json.url, {
      method: 'PUT',
      body: new Uint8Array(oversized),
      headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
    });
    if (kind === 'local') expect(put.status).toBe(413);
    const refused = await replace(member, { influencer_id: creator.id, uploadedKey: big.json.key });
    expect(refused.status).toBe(400);
    expect([ADD_TALENT_MSG.uploadMissing, ADD_TALENT_MSG.fileTooLarge(UPLOAD_LIMIT.maxMegabytes)]).toContain(refused.json.error);
    expect(await app.services.files.size(big.json.key)).toBeNull();
  });

  // The local store's own PUT endpoint (S3 checks expiry itself; single use is the take above).
  if (kind === 'local')
    it('refuses an expired URL and a second PUT of the same key (single use)', async () => {
      const member = await signedInMember(app);
      const first = await uploadFile(member.api, await photo(300, 300));
      expect(first.put.status).toBe(200);
      const second = await fetch(first.url, { method: 'PUT', body: new Uint8Array(await photo(200, 200)), headers: { 'content-type': 'image/jpeg' } });
      expect(second.status).toBe(409);
      expect((await app.services.files.read(first.key))?.length).toBe((await photo(300, 300)).length);

      const fresh = await member.api.get('/api/media-upload?filename=late.jpg&type=image/jpeg');
      const expired = await app.services.files.putUrl(fresh.json.key, 'image/jpeg', new Date(Date.now() - 1000), app.baseUrl);
      const late = await fetch(expired, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/jpeg' } });
      expect(late.status).toBe(403);
      expect(await app.services.files.size(fresh.json.key)).toBeNull();
    });
});
