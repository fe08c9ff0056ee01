import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Orm } from '../../server/db/orm.js';
import { copyCreators, generatePlanned, planCreators } from '../../server/seed/directory-loader.js';
import { SyntheticSocialDataProvider } from '../../server/providers/social-data/synthetic-provider.js';
import { createTestDatabase } from '../helpers/database.js';

let orm: Orm;
let baseUrl: string;
let close: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-media-'));

beforeAll(async () => {
  const database = await createTestDatabase();
  orm = database.orm;
  const provider = new SyntheticSocialDataProvider('media-test');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await copyCreators(client, provider, generatePlanned(provider, planCreators(provider, 0, 10)), { withPosts: true, now: new Date() });
  await client.end();
  // The server's own config, but with images cached in a throwaway DATA_DIR.
  const app = await buildServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir }), orm, database.url);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = app.close;
});

afterAll(async () => {
  await close?.();
  await orm?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = async <T>(sql: string) => (await orm.em.getConnection().execute(sql)) as T[];

async function fetchImage(url: string) {
  const response = await fetch(baseUrl + url);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe('generated images', () => {
  it('serves every portrait URL in the directory as a 400x400 JPEG with a long cache lifetime', async () => {
    const urls = await rows<{ url: string }>('select distinct picture_url as url from influencer union select distinct picture_main_url from social_account');
    expect(urls.length).toBeGreaterThan(0);
    for (const { url } of urls) {
      const { response, body } = await fetchImage(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    }
  });

  it('serves post images and thumbnails as 600x600 JPEGs, cached on disk and the same on every request', async () => {
    const posts = await rows<{ image_url: string; thumbnail_url: string }>('select image_url, thumbnail_url from social_post order by id limit 12');
    for (const post of posts) {
      expect(post.thumbnail_url).toBe(post.image_url);
      const first = await fetchImage(post.image_url);
      const meta = await sharp(first.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
      const again = await fetchImage(post.image_url);
      expect(again.body.equals(first.body)).toBe(true);
    }
    expect(fs.readdirSync(path.join(dataDir, 'media', 'posts')).length).toBe(posts.length);
  });

  it('serves a browser that takes WebP the same image as WebP, at about half the bytes, and a client that does not the JPEG', async () => {
    const [{ url }] = await rows<{ url: string }>('select picture_url as url from influencer order by id limit 1');
    const jpeg = await fetchImage(url);
    const webpAnswer = await fetch(baseUrl + url, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    const webp = Buffer.from(await webpAnswer.arrayBuffer());
    expect(webpAnswer.headers.get('content-type')).toBe('image/webp');
    expect(webpAnswer.headers.get('vary')).toMatch(/Accept/);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(webp.length).toBeLessThan(jpeg.body.length * 0.7);
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves notable followers avatars', async () => {
    const [account] = await rows<{ notable_followers: { picture: string }[] }>(
      `select notable_followers from social_account where platform = 'tiktok' and notable_followers is not null limit 1`,
    );
    expect(account, 'a TikTok account among the loaded ones').toBeDefined();
    const { response, body } = await fetchImage(account!.notable_followers[0]!.picture);
    expect(response.status).toBe(200);
    expect((await sharp(body).metadata()).format).toBe('jpeg');
  });

  it('answers 404 for an unknown or malformed image and writes nothing for it', async () => {
    for (const url of [
      '/media/portraits/999999999.jpg',
      '/media/posts/999999999.jpg',
      '/media/portraits/abc.jpg',
      '/media/posts/1.png',
      '/media/avatars/..%2Fx.jpg',
    ]) {
      expect((await fetch(baseUrl + url)).status, url).toBe(404);
    }
    expect(fs.existsSync(path.join(dataDir, 'media', 'portraits', '999999999.jpg'))).toBe(false);
  });
});
