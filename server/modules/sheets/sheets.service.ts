import type { FilterQuery } from '@mikro-orm/core';
import { MSG } from '../../../shared/messages.js';
import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import type {
  BasicSheetsResponse,
  ListSheetsRequest,
  ListSheetsResponse,
  SheetListRow,
  SheetsContainingRequest,
  SheetsContainingResponse,
} from '../../../shared/schemas/sheets/list-sheets.js';
import type { GetSheetRequest, GetSheetResponse } from '../../../shared/schemas/sheets/get-sheet.js';
import { AppError } from '../../errors.js';
import { loadInfluencerCards } from '../roster/index.js';
import type { TeamContext } from '../../trpc/team-context.js';
import type { CallResponses } from './call-responses.js';
import { findOwnSheet } from './sheet-access.js';
import { SheetEntry } from './sheet-entry.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** GET /api/talent-sheets/{hashId}: the sheet and its creators in order, with notes. */
export async function getSheet(
  ctx: TeamContext & { callResponses: CallResponses },
  input: z.output<typeof GetSheetRequest>,
): Promise<z.infer<typeof GetSheetResponse>> {
  const sheet = await findOwnSheet(ctx, input.hashId);
  if (input.sheet_type && input.sheet_type !== sheet.sheetType) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  const entries = await ctx.em.find(SheetEntry, { sheet }, { orderBy: { position: 'asc' } });
  const cards = await loadInfluencerCards(
    ctx.em,
    ctx.team,
    entries.map((e) => e.influencer.id),
  );
  const notes = Object.fromEntries(entries.filter((e) => e.note).map((e) => [String(e.influencer.id), e.note!]));
  const castingCall = await ctx.callResponses.ofSheet(ctx.em, sheet.id);
  return {
    sheet: {
      id: sheet.id,
      title: sheet.title,
      description: sheet.description ?? null,
      sheet_type: sheet.sheetType,
      version: sheet.version,
      created_at: sheet.createdAt.toISOString(),
      updated_at: sheet.updatedAt.toISOString(),
      creator_user_id: sheet.createdBy?.id ?? null,
      creator_full_name: sheet.createdBy?.fullName ?? null,
      creator_nickname: sheet.createdBy?.nickname ?? null,
      team_id: ctx.team.id,
      team_name: ctx.team.name,
      influencer_ids: entries.map((e) => e.influencer.id),
      notes,
      casting_call: castingCall,
    },
    influencers: cards.map((card) => ({ ...card, note: notes[String(card.id)] ?? null })),
  };
}

/** GET /api/talent-sheets: the team's sheets, newest first. */
export async function listSheets(ctx: TeamContext, input: z.output<typeof ListSheetsRequest>): Promise<z.infer<typeof ListSheetsResponse>> {
  const where: FilterQuery<TalentSheet> = { team: ctx.team, deletedAt: null };
  if (input.sheet_type) where.sheetType = input.sheet_type;
  else if (input.for_collection) where.sheetType = { $ne: 'casting_call_response' };
  if (input.only_mine) where.createdBy = ctx.user;
  const title = input.title_filter?.trim() ?? '';
  if (title.length >= LIMIT.sheetFilterMinLength) where.title = { $ilike: `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  if (input.hash_ids) where.id = { $in: input.hash_ids };
  const [sheets, total] = await ctx.em.findAndCount(TalentSheet, where, {
    populate: ['createdBy'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { sheets: await toRows(ctx, sheets), total, page: input.page, limit: input.limit };
}

async function toRows(ctx: TeamContext, sheets: TalentSheet[]): Promise<SheetListRow[]> {
  const entries = sheets.length ? await ctx.em.find(SheetEntry, { sheet: { $in: sheets.map((s) => s.id) } }, { orderBy: { position: 'asc' } }) : [];
  const cards = await loadInfluencerCards(ctx.em, ctx.team, [...new Set(entries.map((e) => e.influencer.id))]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return sheets.map((sheet) => {
    const creators = entries
      .filter((e) => e.sheet.id === sheet.id)
      .flatMap((e) => {
        const card = cardById.get(e.influencer.id);
        return card ? [{ id: card.id, fullname: card.fullname, picture_url: card.picture_url }] : [];
      });
    return {
      id: sheet.id,
      title: sheet.title,
      description: sheet.description ?? null,
      sheet_type: sheet.sheetType,
      created_at: sheet.createdAt.toISOString(),
      creator_user_id: sheet.createdBy?.id ?? null,
      creator_full_name: sheet.createdBy ? sheet.createdBy.fullName || sheet.createdBy.email : null,
      influencer_count: creators.length,
      influencers: creators,
    };
  });
}

/** GET /api/talent-sheets/basic: every sheet of the team (and the user's own), newest first. */
export async function basicSheets(ctx: TeamContext): Promise<z.infer<typeof BasicSheetsResponse>> {
  const sheets = await ctx.em.find(TalentSheet, { team: ctx.team, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const basic = (s: TalentSheet) => ({ id: s.id, title: s.title, sheet_type: s.sheetType });
  return {
    sheet_count: sheets.length,
    ordered_sheets: sheets.map(basic),
    user_sheets_ordered: sheets.filter((s) => s.createdBy?.id === ctx.user.id).map(basic),
  };
}

/** The team's talent sheets each creator is on, by creator id. */
export async function sheetsContaining(ctx: TeamContext, input: z.output<typeof SheetsContainingRequest>): Promise<z.infer<typeof SheetsContainingResponse>> {
  const entries = input.influencer_ids.length
    ? await ctx.em.find(
        SheetEntry,
        { team: ctx.team, influencer: { $in: input.influencer_ids }, sheet: { deletedAt: null, sheetType: 'talent' } },
        { fields: ['influencer', 'sheet'] },
      )
    : [];
  const byInfluencer: Record<string, string[]> = {};
  for (const entry of entries) (byInfluencer[String(entry.influencer.id)] ??= []).push(entry.sheet.id);
  return { sheets_by_influencer: byInfluencer };
}
