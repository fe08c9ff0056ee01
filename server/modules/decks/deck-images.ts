import pLimit from 'p-limit';
import { DECK_LIMIT } from '../../../shared/deck-constants.js';

/** An image as the PDF embeds it. */
export interface DeckImage {
  data: Buffer;
  format: 'jpg' | 'png';
}

const FORMATS: Record<string, DeckImage['format']> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Where a deck's images may come from: this server's own paths, and the file store's bucket. */
export interface ImageSources {
  /** This server as the request reached it, e.g. http://127.0.0.1:3000. */
  ownOrigin: string;
  /** The bucket's public URL prefix (absolute), when uploads live in a bucket. */
  storeBase: string | null;
}

/**
 * Fetches a deck's images, a few at a time: our own paths (portraits, post images, uploads) from
 * this server, the bucket's as they are. Any other URL is not fetched (the server asks no host it
 * was not configured with). An image that fails, is slow, too large or not JPEG/PNG is left out:
 * the deck shows its placeholder instead.
 */
export async function loadDeckImages(urls: string[], sources: ImageSources) {
  const inTurn = pLimit(DECK_LIMIT.imagesAtOnce);
  const wanted = [...new Set(urls)];
  const address = (url: string) => (url.startsWith('/') ? `${sources.ownOrigin}${url}` : sources.storeBase && url.startsWith(sources.storeBase) ? url : null);
  const fetched = await Promise.all(
    wanted.map((url) => {
      const from = address(url);
      return from ? inTurn(() => fetchImage(from)) : null;
    }),
  );
  return new Map(wanted.flatMap((url, index) => (fetched[index] ? [[url, fetched[index]] as const] : [])));
}

async function fetchImage(url: string): Promise<DeckImage | null> {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DECK_LIMIT.imageTimeoutMs), redirect: 'error' });
    const format = FORMATS[(response.headers.get('content-type') ?? '').split(';')[0]!.trim()];
    if (!response.ok || !format || !response.body || Number(response.headers.get('content-length') ?? 0) > DECK_LIMIT.imageMaxBytes) return null;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > DECK_LIMIT.imageMaxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(read.value);
    }
    return { data: Buffer.concat(chunks), format };
  } catch {
    return null;
  }
}
