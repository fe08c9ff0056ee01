import type { z } from 'zod';
import { MSG } from '../../../shared/messages.js';
import type {
  ClientResponseResponse,
  ClientResponseRequest,
  CopySheetRequest,
  SetPublicTitleRequest,
  RemoveInfluencerRequest,
  SheetCategoriesResponse,
} from '../../../shared/schemas/sheets/sheet-changes.js';
import { AppError } from '../../errors.js';
import { scopes } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findOwnSheet } from './sheet-access.js';
import { writeSheetRows } from './sheet-rows.js';
import { entriesOf, publishSaved } from './sheet-save.service.js';
import { SheetCategory } from './sheet-category.entity.js';
import { SheetEntry } from './sheet-entry.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';
import { canDeleteSheet, SHEET_PERMISSION_TEXT } from '../../../shared/sheet-permissions.js';

/** POST /api/user/talent-sheets/public-title: an empty title is ignored; null clears the heading. */
export async function setPublicTitle(ctx: TeamContext, input: z.output<typeof SetPublicTitleRequest>) {
  const sheet = await findOwnSheet(ctx, input.sheet_id);
  const title = input.public_title?.trim();
  if (title === '') return { success: true };
  sheet.description = title ?? null;
  await ctx.em.flush();
  await publishSaved(ctx, sheet, null);
  return { success: true };
}

/** POST /api/user/talent-sheets/copy: a new sheet with the same creators and notes, in order. */
export async function copySheet(ctx: TeamContext, input: z.output<typeof CopySheetRequest>) {
  const source = await findOwnSheet(ctx, input.sheet_id);
  const wanted = await entriesOf(ctx, source.id);
  const copy = await ctx.em.transactional(async (em) => {
    const sheet = em.create(TalentSheet, {
      team: ctx.team,
      createdBy: ctx.user,
      title: input.new_sheet_title,
      description: source.description ?? null,
      // A copy of a Creator Call response is an ordinary sheet: the call has one response.
      sheetType: source.sheetType === 'casting_call_response' ? 'talent' : source.sheetType,
    });
    await em.flush();
    await writeSheetRows(em, { teamId: ctx.team.id, sheetId: sheet.id }, wanted, []);
    return sheet;
  });
  return { sheet_id: copy.id };
}

/** POST /api/user/talent-sheets/delete: soft delete; the sheet leaves lists and its links answer not found. */
export async function deleteSheet(ctx: TeamContext, input: { sheet_id: string }) {
  const sheet = await findOwnSheet(ctx, input.sheet_id);
  if (!canDeleteSheet({ creatorUserId: sheet.createdBy?.id ?? null }, { userId: ctx.user.id, isTeamAdmin: ctx.role === 'team_admin' })) {
    throw new AppError('FORBIDDEN', SHEET_PERMISSION_TEXT.deleteRefused);
  }
  sheet.deletedAt = new Date();
  await ctx.em.flush();
  await ctx.bus.publish(scopes.sheet(sheet.id), 'sheet.deleted', { sheetId: sheet.id });
  return { success: true };
}

/** POST /api/user/talent-sheets/remove-influencer: takes a creator off the chosen sheets (none chosen: nothing). */
export async function removeInfluencer(ctx: TeamContext, input: z.output<typeof RemoveInfluencerRequest>) {
  if (input.sheet_ids.length === 0) return { success: true };
  const ids = [...new Set(input.sheet_ids)];
  const sheets = await ctx.em.find(TalentSheet, { id: { $in: ids }, team: ctx.team, deletedAt: null });
  if (sheets.length !== ids.length) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  const entries = await ctx.em.find(SheetEntry, { sheet: { $in: ids }, influencer: input.influencer_id });
  for (const entry of entries) ctx.em.remove(entry);
  const touched = sheets.filter((s) => entries.some((e) => e.sheet.id === s.id));
  for (const sheet of touched) sheet.updatedAt = new Date();
  await ctx.em.flush();
  for (const sheet of touched) await publishSaved(ctx, sheet, null);
  return { success: true };
}

/** POST /api/user/influencer/talent-sheet/client-response: the client's answer for one creator on one sheet. */
export async function setClientResponse(ctx: TeamContext, input: z.output<typeof ClientResponseRequest>): Promise<z.infer<typeof ClientResponseResponse>> {
  const sheet = await findOwnSheet(ctx, input.sheet_id);
  const entry = await ctx.em.findOne(SheetEntry, { sheet, influencer: input.influencer_id });
  if (!entry) throw new AppError('NOT_FOUND', 'That creator is not on this sheet');
  if (input.client_accepted !== undefined) entry.clientAccepted = input.client_accepted;
  if (input.client_note !== undefined) entry.clientNote = input.client_note?.trim() || null;
  await ctx.em.flush();
  return input.client_accepted !== undefined ? { client_accepted: entry.clientAccepted } : { client_note: entry.clientNote ?? null };
}

/** GET /api/user/team/sheet-categories: the categories the team's sheets are filed under. */
export async function sheetCategories(ctx: TeamContext): Promise<z.infer<typeof SheetCategoriesResponse>> {
  const rows = await ctx.em.find(SheetCategory, { team: ctx.team, sheet: { deletedAt: null } }, { populate: ['category'], orderBy: { id: 'asc' } });
  return { sheet_categories: rows.map((r) => ({ sheet_id: r.sheet.id, category_id: r.category.id, category_name: r.category.name })) };
}
