import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { renderToStream } from '@react-pdf/renderer';
import { DECK_TEXT } from '../../../shared/deck-constants.js';
import { readShareSettings } from '../../../shared/schemas/sheets/share-settings.js';
import { AppError } from '../../errors.js';
import { FileAnswer } from '../../trpc/file-answer.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { findOwnCollection } from '../collections/index.js';
import { findPublicSheet } from '../public/index.js';
import { findOwnSheet } from '../sheets/index.js';
import { collectionDeckContent, type DeckContent, type OnCreator, sheetDeckContent } from './deck-content.service.js';
import { creatorImageUrls, DeckDocument } from './deck-document.js';
import { deckImageLoader } from './deck-images.js';

type Ctx = { em: EntityManager; req: IncomingMessage };

/** This server's own address, for the deck's images served by it (portraits, post images, uploads). */
const ownOrigin = (req: IncomingMessage) => `http://127.0.0.1:${req.socket.localPort}`;

/** Gathers the content (fetching each creator's images as soon as its profile is built), then renders the PDF. */
async function deckFile(ctx: Ctx, gather: (onCreator: OnCreator) => Promise<DeckContent>) {
  const images = deckImageLoader(ownOrigin(ctx.req));
  const content = await gather((creator) => images.want(creatorImageUrls(creator)));
  if (content.team.image_url) images.want([content.team.image_url]);
  const pdf = await renderToStream(<DeckDocument content={content} images={await images.all()} />);
  return new FileAnswer('application/pdf', `${content.title}.pdf`, pdf);
}

/** GET /api/talent-sheets/{sheet_id}/deck: the team's own sheet, from the editor. */
export async function ownSheetDeck(ctx: TeamServicesContext, sheetId: string) {
  const sheet = await findOwnSheet(ctx, sheetId);
  await ctx.em.populate(sheet, ['team']);
  return deckFile(ctx, (onCreator) => sheetDeckContent(ctx.em, sheet, onCreator));
}

/** GET /api/collections/{collection_id}/deck: the team's own collection. */
export async function ownCollectionDeck(ctx: TeamServicesContext, collectionId: string) {
  const collection = await findOwnCollection(ctx, collectionId);
  await ctx.em.populate(collection, ['team']);
  return deckFile(ctx, (onCreator) => collectionDeckContent(ctx.em, collection, onCreator));
}

/** GET /api/public/talent-sheets/{id}/deck: a brand's download, when the sheet's share settings allow it. */
export async function publicSheetDeck(ctx: Ctx, sheetId: string) {
  const sheet = await findPublicSheet(ctx.em, sheetId);
  if (!readShareSettings(sheet.settings).allow_pdf_download) throw new AppError('FORBIDDEN', DECK_TEXT.notAllowed);
  return deckFile(ctx, (onCreator) => sheetDeckContent(ctx.em, sheet, onCreator));
}
