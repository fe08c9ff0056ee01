import fs from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import sharp from 'sharp';
import type { Orm } from '../../db/orm.js';
import { Influencer } from './influencer.entity.js';
import { SocialPost } from './social-post.entity.js';
import { renderPortrait, renderPostImage, AVATAR_SIZE, PORTRAIT_SIZE, POST_IMAGE_SIZE } from '../../providers/social-data/images.js';
import { THUMBNAIL_SIZE } from '../../providers/social-data/media-urls.js';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const WEBP_QUALITY = 75;
const ID_FILE = /^(\d{1,15})\.jpg$/;
/** Smaller renderings a page may ask for (`?size=`), e.g. a deck's portraits and thumbnails. */
const SIZES: Record<'portraits' | 'posts', number[]> = { portraits: [THUMBNAIL_SIZE.portrait, PORTRAIT_SIZE], posts: [THUMBNAIL_SIZE.post, POST_IMAGE_SIZE] };

/** The size asked for (or the full one), and the cached file's name for it; null for a size not offered. */
function sized(kind: keyof typeof SIZES, id: string, query: unknown) {
  const [, full] = SIZES[kind];
  const size = query === undefined ? full : Number(query);
  if (!SIZES[kind].includes(size)) return null;
  return { size, file: size === full ? `${kind}/${id}.jpg` : `${kind}/${id}-${size}.jpg` };
}
const AVATAR_FILE = /^([a-z0-9._]{1,40})\.jpg$/;

function send(res: Response, image: Buffer, type = 'image/jpeg') {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('Vary', 'Accept');
  res.type(type).send(image);
}

/** Browsers that say they take WebP (every current one) get it: about half the bytes of the JPEG. */
const takesWebp = (req: Request) => /\bimage\/webp\b/.test(req.headers.accept ?? '');

function notFound(res: Response) {
  res.status(404).type('text').send('Not found');
}

/**
 * Renders an image once, keeps it under DATA_DIR/media and serves the file from then on.
 * Concurrent first requests for one image share one rendering.
 */
function diskCache(dir: string) {
  const pending = new Map<string, Promise<Buffer | null>>();
  return async (name: string, render: () => Promise<Buffer | null>) => {
    const file = path.join(dir, name);
    try {
      return await fs.promises.readFile(file);
    } catch {
      // not rendered yet
    }
    let job = pending.get(file);
    if (!job) {
      job = (async () => {
        const image = await render();
        if (image) {
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          const temporary = `${file}.${process.pid}.tmp`;
          await fs.promises.writeFile(temporary, image);
          await fs.promises.rename(temporary, file);
        }
        return image;
      })().finally(() => pending.delete(file));
      pending.set(file, job);
    }
    return job;
  };
}

/** Generated portraits and post images at stable URLs (see providers/social-data/media-urls.ts). */
export function serveMedia(app: Express, orm: Orm, dataDir: string) {
  const cached = diskCache(path.join(dataDir, 'media'));
  /** The image as the browser takes it: the JPEG rendered once, and its WebP made from it once. */
  async function sendImage(req: Request, res: Response, file: string, renderJpeg: () => Promise<Buffer | null>) {
    const jpeg = await cached(file, renderJpeg);
    if (!jpeg) return notFound(res);
    if (!takesWebp(req)) return send(res, jpeg);
    send(res, (await cached(file.replace(/\.jpg$/, '.webp'), () => sharp(jpeg).webp({ quality: WEBP_QUALITY }).toBuffer()))!, 'image/webp');
  }

  app.get('/media/portraits/:file', async (req, res, next) => {
    try {
      const id = ID_FILE.exec(req.params.file)?.[1];
      const wanted = id && sized('portraits', id, req.query.size);
      if (!wanted) return notFound(res);
      await sendImage(req, res, wanted.file, async () => {
        const influencer = await orm.em.fork().findOne(Influencer, { id: Number(id) }, { fields: ['fullname'] });
        return influencer ? renderPortrait(`influencer-${id}`, influencer.fullname, wanted.size) : null;
      });
    } catch (error) {
      next(error);
    }
  });

  app.get('/media/posts/:file', async (req, res, next) => {
    try {
      const id = ID_FILE.exec(req.params.file)?.[1];
      const wanted = id && sized('posts', id, req.query.size);
      if (!wanted) return notFound(res);
      await sendImage(req, res, wanted.file, async () => {
        const post = await orm.em.fork().findOne(SocialPost, { id: Number(id) }, { fields: ['caption', 'postId'] });
        return post ? renderPostImage(post.postId, post.caption ?? '', wanted.size) : null;
      });
    } catch (error) {
      next(error);
    }
  });

  // Notable followers are not directory rows: their avatars come from the username alone.
  app.get('/media/avatars/:file', async (req, res, next) => {
    try {
      const username = AVATAR_FILE.exec(req.params.file)?.[1];
      if (!username) return notFound(res);
      send(res, await renderPortrait(`avatar-${username}`, username, AVATAR_SIZE));
    } catch (error) {
      next(error);
    }
  });
}
