import { DECK_LIMIT } from '../../../shared/deck-constants.js';

/** An image as the PDF embeds it. */
export interface DeckImage {
  data: Buffer;
  format: 'jpg' | 'png';
}

const FORMATS: Record<string, DeckImage['format']> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Fetches a deck's images while its content is still being gathered, a few at a time: our own paths
 * (portraits, post images, uploads) from this server, other URLs (a bucket's) as they are. An image
 * that fails, is slow, too large or not JPEG/PNG is left out: the deck shows its placeholder.
 */
export function deckImageLoader(ownOrigin: string) {
  const jobs = new Map<string, Promise<DeckImage | null>>();
  let active = 0;
  const waiting: (() => void)[] = [];
  const inTurn = async (url: string) => {
    if (active >= DECK_LIMIT.imagesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await fetchImage(url.startsWith('/') ? `${ownOrigin}${url}` : url);
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
  return {
    want(urls: Iterable<string>) {
      for (const url of urls) if (!jobs.has(url)) jobs.set(url, inTurn(url));
    },
    /** Every image wanted, once each is fetched or given up. */
    async all() {
      const settled = await Promise.all([...jobs].map(async ([url, job]) => [url, await job] as const));
      return new Map(settled.filter((entry): entry is [string, DeckImage] => entry[1] !== null));
    },
  };
}

async function fetchImage(url: string): Promise<DeckImage | null> {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DECK_LIMIT.imageTimeoutMs) });
    const format = FORMATS[(response.headers.get('content-type') ?? '').split(';')[0]!.trim()];
    if (!response.ok || !format) return null;
    const data = Buffer.from(await response.arrayBuffer());
    return data.length <= DECK_LIMIT.imageMaxBytes ? { data, format } : null;
  } catch {
    return null;
  }
}
