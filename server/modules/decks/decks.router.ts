import { z } from 'zod';
import { publicIdSchema } from '../../../shared/schemas/public/public-cards.js';
import { SheetIdRequest } from '../../../shared/schemas/sheets/sheet-fields.js';
import { fileOutput, refuseOutsideRest } from '../../trpc/file-answer.js';
import { publicProcedure, router, sheetsProcedure } from '../../trpc/init.js';
import { limitPublicDecks, ownCollectionDeck, ownSheetDeck, publicSheetDeck } from './deck.service.js';

const pdf = fileOutput('application/pdf');

/** PDF decks (REST only: the answer is a file). */
export const decksRouter = router({
  sheet: sheetsProcedure
    .use(({ ctx, next }) => (refuseOutsideRest(ctx), next()))
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets/{sheet_id}/deck', tags: ['sheets'], summary: 'The sheet as a PDF deck' } })
    .input(SheetIdRequest)
    .output(pdf)
    .query(({ ctx, input }) => ownSheetDeck(ctx, input.sheet_id)),

  collection: sheetsProcedure
    .use(({ ctx, next }) => (refuseOutsideRest(ctx), next()))
    .meta({ openapi: { method: 'GET', path: '/api/collections/{collection_id}/deck', tags: ['collections'], summary: 'The collection as a PDF deck' } })
    .input(z.object({ collection_id: publicIdSchema }))
    .output(pdf)
    .query(({ ctx, input }) => ownCollectionDeck(ctx, input.collection_id)),

  publicSheet: publicProcedure
    .use(({ ctx, next }) => (refuseOutsideRest(ctx), next()))
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/public/talent-sheets/{id}/deck',
        tags: ['public'],
        protect: false,
        summary: "A shared sheet's PDF deck, when its share settings allow it",
      },
    })
    .input(z.object({ id: publicIdSchema }))
    .use(async ({ ctx, input, next }) => (await limitPublicDecks(ctx, input.id), next()))
    .output(pdf)
    .query(({ ctx, input }) => publicSheetDeck(ctx, input.id)),
});
