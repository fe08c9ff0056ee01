import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TALENT_MSG } from '../../shared/talent-add-texts.js';
import { photo } from '../helpers/test-images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';
import { uploadFile } from '../uploads/upload-flow.js';
import { signedInBrand as brandOf } from './brand-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedInBrand(name = 'Image Brand') {
  const brand = await brandOf(app, name);
  return { ...brand, addImage: (uploadedKey: string) => brand.mutate('brandCalls.addImage', { uploadedKey }) };
}

describe('brand accounts: the signed-in user says so, and call images go through the upload flow', () => {
  it('tells the app whether the current team is a brand', async () => {
    const brand = await signedInBrand();
    expect((await brand.api.get('/api/user/configuration')).json.team).toMatchObject({ id: brand.team.id, is_brand: true });
    const agency = await signedInMember(app);
    expect((await agency.api.get('/api/user/configuration')).json.team).toMatchObject({ is_brand: false });
  });

  it('makes an uploaded photo a call image (a JPEG no side above 1200 px) that agencies see on the call', async () => {
    const brand = await signedInBrand();
    const { key, put } = await uploadFile(brand.api, await photo(2400, 1200), 'launch.jpg');
    expect(put.status).toBe(200);
    const added = await brand.addImage(key);
    expect(added.status, added.text).toBe(200);
    const url: string = added.json.result.data.url;
    expect(url).toMatch(new RegExp(`^/media/files/call-images/${brand.team.id}/[\\w-]+\\.jpg$`));
    const served = await fetch(app.baseUrl + url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });

    const saved = await brand.api.post('/trpc/brandCalls.save', {
      title: 'With images',
      description: 'Look',
      displayImages: [url, 'https://img.example/a.jpg'],
    });
    expect(saved.status, saved.text).toBe(200);
    const agency = await signedInMember(app);
    const card = (await agency.api.get(`/api/casting-calls/agency/${saved.json.result.data.casting_call_id}`)).json.casting_call;
    expect(card.displayImages).toEqual([url, 'https://img.example/a.jpg']);
  });

  it('refuses a file that is not an image (400), a key used twice or another team’s key (404), and a bad image URL (400)', async () => {
    const brand = await signedInBrand();
    const text = await uploadFile(brand.api, Buffer.from('not an image at all'), 'notes.jpg');
    const refused = await brand.addImage(text.key);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toContain(ADD_TALENT_MSG.notAnImage);

    const { key } = await uploadFile(brand.api, await photo(300, 200));
    expect((await brand.addImage(key)).status).toBe(200);
    expect((await brand.addImage(key)).status).toBe(404);
    const other = await signedInBrand('Other Image Brand');
    const theirs = await uploadFile(other.api, await photo(300, 200));
    expect((await brand.addImage(theirs.key)).status).toBe(404);

    const badUrl = await brand.api.post('/trpc/brandCalls.save', { title: 'Bad image', description: 'x', displayImages: ['javascript:alert(1)'] });
    expect(badUrl.status).toBe(400);
  });

  it('is for brand accounts only (403 for an agency)', async () => {
    const agency = await signedInMember(app);
    const { key } = await uploadFile(agency.api, await photo(300, 200));
    expect((await agency.api.post('/trpc/brandCalls.addImage', { uploadedKey: key })).status).toBe(403);
  });
});
