import type { z } from 'zod';
import { TEAM_EVENT_TEXT } from '../../../shared/public-texts.js';
import { SHEET_RESPONSES_SHOWN, type SheetResponsesRequest, type SheetResponsesResponse } from '../../../shared/schemas/sheet-responses.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { viewerLabel } from '../notifications/index.js';
import { ownSheetTitle } from '../sheets/index.js';
import { creatorNamesShown } from '../roster/index.js';
import { SheetResponse } from './sheet-response.entity.js';

/** GET /api/talent-sheets/{sheet_id}/responses: what brands answered on the sheet, with the creators they liked and compared, by name. */
export async function sheetResponses(ctx: TeamContext, input: z.output<typeof SheetResponsesRequest>): Promise<SheetResponsesResponse> {
  const sheet = await ownSheetTitle(ctx, input.sheet_id);
  const rows = await ctx.em.find(SheetResponse, { sheet: sheet.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SHEET_RESPONSES_SHOWN });
  const ids = [...new Set(rows.flatMap((row) => [...row.likedInfluencerIds, ...row.comparedInfluencerIds]))];
  const names = await creatorNamesShown(ctx.em, ctx.team.id, ids);
  const creators = (list: number[]) => list.map((id) => ({ id, name: names.get(id) ?? `#${id}` }));
  return {
    responses: rows.map((row) => {
      const who = viewerLabel(row.responderEmail);
      return {
        id: row.id,
        summary: row.comparedInfluencerIds.length
          ? TEAM_EVENT_TEXT.sheetComparison(who, row.comparedInfluencerIds.length, sheet.title)
          : TEAM_EVENT_TEXT.sheetResponse(who, sheet.title),
        responder_name: row.responderName ?? null,
        responder_email: row.responderEmail ?? null,
        comments: row.comments ?? null,
        liked: creators(row.likedInfluencerIds),
        compared: creators(row.comparedInfluencerIds),
        created_at: row.createdAt.toISOString(),
      };
    }),
  };
}
