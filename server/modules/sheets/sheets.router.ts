import { tracked } from '@trpc/server';
import { z } from 'zod';
import {
  basicSheetsAnswer,
  clientResponseAnswer,
  clientResponseInput,
  copySheetInput,
  getSheetInput,
  listSheetsInput,
  publicTitleInput,
  removeInfluencerInput,
  saveSheetAnswer,
  saveSheetInput,
  sheetAnswer,
  sheetCategoriesAnswer,
  sheetIdInput,
  sheetList,
  sheetLiveInput,
  successAnswer,
} from '../../../shared/schemas/sheets.js';
import { router, sheetsProcedure } from '../../trpc/init.js';
import { findOwnSheet } from './sheet-access.js';
import * as changes from './sheet-changes.service.js';
import { sheetLiveEvents } from './sheet-live.js';
import { saveSheet } from './sheet-save.service.js';
import * as sheets from './sheets.service.js';

const tags = ['sheets'];

export const sheetsRouter = router({
  basic: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets/basic', tags, summary: "Every sheet of the team, and the user's own" } })
    .input(z.void())
    .output(basicSheetsAnswer)
    .query(({ ctx }) => sheets.basicSheets(ctx)),

  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets/{hashId}', tags, summary: 'A sheet and its creators' } })
    .input(getSheetInput)
    .output(sheetAnswer)
    .query(({ ctx, input }) => sheets.getSheet(ctx, input)),

  list: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets', tags, summary: "The team's sheets, newest first" } })
    .input(listSheetsInput)
    .output(sheetList)
    .query(({ ctx, input }) => sheets.listSheets(ctx, input)),

  save: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/save', tags, summary: 'Create or update a sheet' } })
    .input(saveSheetInput)
    .output(saveSheetAnswer)
    .mutation(({ ctx, input }) => saveSheet(ctx, input)),

  publicTitle: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/public-title', tags, summary: 'Set or clear the public heading' } })
    .input(publicTitleInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => changes.setPublicTitle(ctx, input)),

  copy: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/copy', tags, summary: 'Copy the creators to a new sheet' } })
    .input(copySheetInput)
    .output(z.object({ sheet_id: z.string() }))
    .mutation(({ ctx, input }) => changes.copySheet(ctx, input)),

  delete: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/delete', tags, summary: 'Delete a sheet' } })
    .input(sheetIdInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => changes.deleteSheet(ctx, input)),

  removeInfluencer: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/remove-influencer', tags, summary: 'Remove a creator from sheets' } })
    .input(removeInfluencerInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => changes.removeInfluencer(ctx, input)),

  clientResponse: sheetsProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/user/influencer/talent-sheet/client-response', tags, summary: "The client's answer for a creator" },
    })
    .input(clientResponseInput)
    .output(clientResponseAnswer)
    .mutation(({ ctx, input }) => changes.setClientResponse(ctx, input)),

  categories: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/sheet-categories', tags, summary: "Categories of the team's sheets" } })
    .input(z.void())
    .output(sheetCategoriesAnswer)
    .query(({ ctx }) => changes.sheetCategories(ctx)),

  /** Save acknowledgements and presence of one sheet, for its open editors. */
  live: sheetsProcedure
    .input(sheetLiveInput)
    // Checked before the stream starts (another team's id is NOT_FOUND), so the stream listens before "started".
    .use(async ({ ctx, input, next }) => next({ ctx: { sheet: await findOwnSheet(ctx, input.sheet_id) } }))
    .subscription(async function* ({ ctx, input, signal }) {
      for await (const event of sheetLiveEvents(ctx, input, signal)) yield tracked(String(event.id), event.data);
    }),
});
