import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { renderToStream } from '@react-pdf/renderer';
import pLimit from 'p-limit';
import { DECK_LIMIT, DECK_TEXT } from '../../../shared/deck-constants.js';
import { TEAM_EVENT_TEXT } from '../../../shared/public-texts.js';
import { readShareSettings } from '../../../shared/schemas/sheets/share-settings.js';
import { AppError } from '../../errors.js';
import { clientAddress } from '../../http/client-address.js';
import { consumeRateLimit, rateKey } from '../../http/rate-limit.js';
import type { FileStore } from '../../storage/store.js';
import { FileAnswer } from '../../trpc/file-answer.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { findOwnCollection } from '../collections/index.js';
import { findPublicSheet } from '../public/index.js';
import { findOwnSheet } from '../sheets/index.js';
import { collectionDeckContent, type DeckContent, sheetDeckContent } from './deck-content.service.js';
import { creatorImageUrls, DeckDocument } from './deck-document.js';
import { loadDeckImages } from './deck-images.js';

type Ctx = { em: EntityManager; req: IncomingMessage; files: FileStore; socialData: { demo: boolean } };

/** This server's own address as the request reached it, for the deck's images it serves (portraits, post images, uploads). */
function ownOrigin(req: IncomingMessage) {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** Decks are laid out one at a time per server: the layout holds the event loop, so two at once would only both be slower. */
const oneAtATime = pLimit(1);

async function deckFile(ctx: Ctx, content: DeckContent) {
  const urls = [...(content.team.image_url ? [content.team.image_url] : []), ...content.creators.flatMap(creatorImageUrls)];
  const storeBase = ctx.files.publicUrl('');
  const images = await loadDeckImages(urls, { ownOrigin: ownOrigin(ctx.req), storeBase: /^https?:\/\//.test(storeBase) ? storeBase : null });
  const pdf = await oneAtATime(() => renderToStream(<DeckDocument content={content} images={images} demoData={ctx.socialData.demo} />));
  return new FileAnswer('application/pdf', `${content.title}.pdf`, pdf);
}

/** GET /api/talent-sheets/{sheet_id}/deck: the team's own sheet, from the editor. */
export async function ownSheetDeck(ctx: TeamServicesContext, sheetId: string) {
  const sheet = await findOwnSheet(ctx, sheetId);
  await ctx.em.populate(sheet, ['team']);
  return deckFile(ctx, await sheetDeckContent(ctx.em, sheet));
}

/** GET /api/collections/{collection_id}/deck: the team's own collection. */
export async function ownCollectionDeck(ctx: TeamServicesContext, collectionId: string) {
  const collection = await findOwnCollection(ctx, collectionId);
  await ctx.em.populate(collection, ['team']);
  return deckFile(ctx, await collectionDeckContent(ctx.em, collection));
}

/** GET /api/public/talent-sheets/{id}/deck: a brand's download, when the sheet's share settings allow it. */
export async function publicSheetDeck(ctx: Ctx, sheetId: string) {
  const sheet = await findPublicSheet(ctx.em, sheetId);
  if (!readShareSettings(sheet.settings).allow_pdf_download) throw new AppError('FORBIDDEN', DECK_TEXT.notAllowed);
  return deckFile(ctx, await sheetDeckContent(ctx.em, sheet));
}

/** Brands' deck downloads are counted apart from other public events: each one costs seconds of the server's time. */
export function limitPublicDecks(ctx: Ctx, sheetId: string) {
  return consumeRateLimit(
    ctx.em,
    [
      { key: rateKey('public-deck-address', clientAddress(ctx.req)), limit: DECK_LIMIT.publicPerAddress },
      { key: rateKey('public-deck-sheet', sheetId), limit: DECK_LIMIT.publicPerSheet },
    ],
    DECK_LIMIT.publicWindowSeconds,
    TEAM_EVENT_TEXT.tooManyEvents,
  );
}
