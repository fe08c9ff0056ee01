import {
  AlterCollectionTitleResponse,
  AlterCollectionTitleRequest,
  AvailableSheetsResponse,
  AvailableSheetsRequest,
  GetCollectionResponse,
  GetCollectionRequest,
  ListCollectionsResponse,
  ListCollectionsRequest,
  CollectionLiveRequest,
  CollectionSavedEvent,
  DeleteCollectionRequest,
  SaveCollectionResponse,
  SaveCollectionRequest,
} from '../../../shared/schemas/collections.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { scopes } from '../../events/bus.js';
import { router, sheetsProcedure } from '../../trpc/init.js';
import { liveEvents } from '../../trpc/live-events.js';
import * as available from './available-sheets.service.js';
import * as collections from './collections.service.js';

const tags = ['collections'];

export const collectionsRouter = router({
  list: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/collections', tags, summary: "The team's collections with their first 3 sheet titles" } })
    .input(ListCollectionsRequest)
    .output(ListCollectionsResponse)
    .query(({ ctx, input }) => collections.listCollections(ctx, input)),

  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/collections/{id}', tags, summary: 'One collection with its ordered sheets' } })
    .input(GetCollectionRequest)
    .output(GetCollectionResponse)
    .query(({ ctx, input }) => collections.getCollection(ctx, input)),

  save: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/collections/save', tags, summary: 'Create or save a collection' } })
    .input(SaveCollectionRequest)
    .output(SaveCollectionResponse)
    .mutation(({ ctx, input }) => collections.saveCollection(ctx, input)),

  alterTitle: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/collections/alter-title', tags, summary: 'Rename a collection' } })
    .input(AlterCollectionTitleRequest)
    .output(AlterCollectionTitleResponse)
    .mutation(({ ctx, input }) => collections.alterTitle(ctx, input)),

  delete: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/collections/delete', tags, summary: 'Delete a collection' } })
    .input(DeleteCollectionRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => collections.deleteCollection(ctx, input)),

  /** The editor's Available Sheets (no documented path: tRPC only). */
  availableSheets: sheetsProcedure
    .input(AvailableSheetsRequest)
    .output(AvailableSheetsResponse)
    .query(({ ctx, input }) => available.listAvailableSheets(ctx, input)),

  /** collection.saved events of one collection: the editor's save acknowledgement and "someone else saved". */
  live: sheetsProcedure
    .input(CollectionLiveRequest)
    // Checked before the stream starts, so another team's id is refused with NOT_FOUND.
    .use(async ({ ctx, input, next }) => {
      await collections.findOwnCollection(ctx, input.collection_id);
      return next();
    })
    .subscription(({ ctx, input, signal }) =>
      liveEvents(ctx.bus, scopes.collection(input.collection_id), input.lastEventId, signal, (event) =>
        event.type === 'collection.saved' ? CollectionSavedEvent.parse(event.payload) : undefined,
      ),
    ),
});
