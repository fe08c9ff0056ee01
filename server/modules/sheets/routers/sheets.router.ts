import { z } from 'zod';
import {
  BasicSheetsResponse,
  ListSheetsRequest,
  ListSheetsResponse,
  SheetsContainingRequest,
  SheetsContainingResponse,
} from '../../../../shared/schemas/sheets/list-sheets.js';
import {
  ClientResponseResponse,
  ClientResponseRequest,
  CopySheetRequest,
  SetPublicTitleRequest,
  RemoveInfluencerRequest,
  SaveSheetResponse,
  SaveSheetRequest,
  SheetCategoriesResponse,
} from '../../../../shared/schemas/sheets/sheet-changes.js';
import { GetSheetRequest, GetSheetResponse } from '../../../../shared/schemas/sheets/get-sheet.js';
import { SheetIdRequest } from '../../../../shared/schemas/sheets/sheet-fields.js';
import { SheetLiveRequest } from '../../../../shared/schemas/sheets/sheet-live.js';
import { SetShareSettingsRequest, SheetShareSettings } from '../../../../shared/schemas/sheets/share-settings.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { router, sheetsProcedure } from '../../../trpc/init.js';
import { findOwnSheet } from '../sheet-access.js';
import * as changes from '../sheet-changes.service.js';
import { sheetLiveEvents } from '../sheet-live.js';
import { saveSheet } from '../sheet-save.service.js';
import * as sheets from '../sheets.service.js';
import { setShareSettings, shareSettings } from '../share-settings.service.js';

const tags = ['sheets'];

export const sheetsRouter = router({
  basic: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets/basic', tags, summary: "Every sheet of the team, and the user's own" } })
    .input(z.void())
    .output(BasicSheetsResponse)
    .query(({ ctx }) => sheets.basicSheets(ctx)),

  /** tRPC only: the search page marks the creators already on one of the team's sheets. */
  containing: sheetsProcedure
    .input(SheetsContainingRequest)
    .output(SheetsContainingResponse)
    .query(({ ctx, input }) => sheets.sheetsContaining(ctx, input)),

  get: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets/{hashId}', tags, summary: 'A sheet and its creators' } })
    .input(GetSheetRequest)
    .output(GetSheetResponse)
    .query(({ ctx, input }) => sheets.getSheet(ctx, input)),

  list: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/talent-sheets', tags, summary: "The team's sheets, newest first" } })
    .input(ListSheetsRequest)
    .output(ListSheetsResponse)
    .query(({ ctx, input }) => sheets.listSheets(ctx, input)),

  save: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/save', tags, summary: 'Create or update a sheet' } })
    .input(SaveSheetRequest)
    .output(SaveSheetResponse)
    .mutation(({ ctx, input }) => saveSheet(ctx, input)),

  publicTitle: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/public-title', tags, summary: 'Set or clear the public heading' } })
    .input(SetPublicTitleRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => changes.setPublicTitle(ctx, input)),

  shareSettings: sheetsProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/talent-sheets/{sheet_id}/share-settings', tags, summary: 'What the shared sheet lets brands download and see' },
    })
    .input(SheetIdRequest)
    .output(SheetShareSettings)
    .query(({ ctx, input }) => shareSettings(ctx, input.sheet_id)),

  setShareSettings: sheetsProcedure
    .meta({ openapi: { method: 'PUT', path: '/api/talent-sheets/{sheet_id}/share-settings', tags, summary: 'Allow the PDF download, hide rates' } })
    .input(SetShareSettingsRequest)
    .output(SheetShareSettings)
    .mutation(({ ctx, input }) => setShareSettings(ctx, input)),

  copy: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/copy', tags, summary: 'Copy the creators to a new sheet' } })
    .input(CopySheetRequest)
    .output(z.object({ sheet_id: z.string() }))
    .mutation(({ ctx, input }) => changes.copySheet(ctx, input)),

  delete: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/delete', tags, summary: 'Delete a sheet' } })
    .input(SheetIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => changes.deleteSheet(ctx, input)),

  removeInfluencer: sheetsProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent-sheets/remove-influencer', tags, summary: 'Remove a creator from sheets' } })
    .input(RemoveInfluencerRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => changes.removeInfluencer(ctx, input)),

  clientResponse: sheetsProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/user/influencer/talent-sheet/client-response', tags, summary: "The client's answer for a creator" },
    })
    .input(ClientResponseRequest)
    .output(ClientResponseResponse)
    .mutation(({ ctx, input }) => changes.setClientResponse(ctx, input)),

  categories: sheetsProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/sheet-categories', tags, summary: "Categories of the team's sheets" } })
    .input(z.void())
    .output(SheetCategoriesResponse)
    .query(({ ctx }) => changes.sheetCategories(ctx)),

  /** Save acknowledgements and presence of one sheet, for its open editors. */
  live: sheetsProcedure
    .input(SheetLiveRequest)
    // Checked before the stream starts (another team's id is NOT_FOUND), so the stream listens before "started".
    .use(async ({ ctx, input, next }) => next({ ctx: { sheet: await findOwnSheet(ctx, input.sheet_id) } }))
    .subscription(({ ctx, input, signal }) => sheetLiveEvents(ctx, input, signal)),
});
