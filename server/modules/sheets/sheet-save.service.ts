import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import { MSG } from '../../../shared/messages.js';
import { COEDIT } from '../../../shared/sheet-coediting-texts.js';
import { mergeSheet, normalizeNote, type SheetContent } from '../../../shared/sheet-merge.js';
import type { saveSheetAnswer, saveSheetInput } from '../../../shared/schemas/sheets.js';
import { AppError } from '../../errors.js';
import { scopes, type EventMap } from '../../events/bus.js';
import { CastingCallResponse } from '../creator-calls/casting-call-response.entity.js';
import { CastingCall } from '../creator-calls/casting-call.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { findOwnSheet, lockOwnSheet, type TeamContext } from './sheet-access.js';
import { SheetEntry } from './sheet-entry.entity.js';
import { sheetVersions } from './sheet-versions.js';
import { TalentSheet } from './talent-sheet.entity.js';

type SaveInput = z.output<typeof saveSheetInput>;
type Wanted = { influencerId: number; note: string | null }[];

/**
 * POST /api/user/talent-sheets/save: creates or updates a sheet with its ordered creators and notes.
 * Saves of one sheet run one at a time (its row is locked), so `base_version` is checked exactly.
 * A stale `base_version` whose changes merge without a true conflict with the saves made since is
 * merged here (when this instance remembers that version); otherwise it answers CONFLICT.
 */
export async function saveSheet(ctx: TeamContext, input: SaveInput): Promise<z.infer<typeof saveSheetAnswer>> {
  const { target, content, merged } = await ctx.em.transactional((em) => writeSheet({ ...ctx, em }, input));
  sheetVersions.remember(target.id, target.version, content);
  const overrode = input.overrode?.fields.length
    ? { baseVersion: input.overrode.base_version, fields: input.overrode.fields, name: displayName(ctx.user) }
    : null;
  await publishSaved(ctx, target, input.client_id ?? null, overrode);
  return { sheet_id: target.id, version: target.version, ...(merged ? { merged: content } : {}) };
}

async function writeSheet(ctx: TeamContext, input: SaveInput) {
  const { sheet, castingCall } = await resolveTarget(ctx, input);
  const existing = sheet ? await ctx.em.find(SheetEntry, { sheet }, { orderBy: { position: 'asc' } }) : [];
  const isResponse = sheet ? sheet.sheetType === 'casting_call_response' : Boolean(castingCall);
  if (!isResponse && !input.title) throw new AppError('BAD_REQUEST', MSG.sheetTitleRequired, { field: 'title' });

  let title = input.title;
  let wanted: Wanted = input.duplicate_sheet_id
    ? await entriesOf(ctx, input.duplicate_sheet_id)
    : input.influencers.map((i) => ({ influencerId: i.influencer_id, note: normalizeNote(i.note) }));
  const stale = sheet && input.base_version !== undefined && input.base_version !== sheet.version;
  if (stale) {
    const rebased = rebaseOntoCurrent(sheet, existing, input.base_version!, { title, wanted });
    if (!rebased || input.duplicate_sheet_id) throw new AppError('CONFLICT', COEDIT.staleBase, { field: 'base_version' });
    ({ title, wanted } = rebased);
  }
  if (isResponse && wanted.length > LIMIT.castingResponseMaxInfluencers) {
    throw new AppError('BAD_REQUEST', MSG.castingResponseLimit, { field: 'influencers' });
  }
  const onSheet = new Set(existing.map((e) => e.influencer.id));
  await assertCreatorsExist(ctx, wanted.filter((w) => !onSheet.has(w.influencerId)));

  const target =
    sheet ??
    ctx.em.create(TalentSheet, {
      team: ctx.team,
      createdBy: ctx.user,
      title: title || `Response to: ${castingCall!.title}`,
      sheetType: castingCall ? 'casting_call_response' : input.sheet_type,
    });
  if (title) target.title = title;
  if (input.description !== undefined) target.description = input.description || null;
  else if (input.duplicate_sheet_id && !sheet) target.description = (await findOwnSheet(ctx, input.duplicate_sheet_id)).description ?? null;
  if (castingCall && !sheet) ctx.em.create(CastingCallResponse, { team: ctx.team, castingCall, sheet: target, status: 'created' });
  replaceEntries(ctx, target, wanted, existing);
  // Touching the row makes every save a new version, even when only the creators changed.
  target.updatedAt = new Date();
  await ctx.em.flush();
  const content: SheetContent = { title: target.title, items: wanted.map((w) => ({ id: w.influencerId, note: w.note })) };
  return { target, content, merged: Boolean(stale) };
}

/** The sent sheet merged with the saves made since its base, when the base is known and nothing truly conflicts. */
function rebaseOntoCurrent(sheet: TalentSheet, existing: SheetEntry[], baseVersion: number, sent: { title: string; wanted: Wanted }) {
  const base = sheetVersions.find(sheet.id, baseVersion);
  if (!base) return null;
  const local = { title: sent.title, items: sent.wanted.map((w) => ({ id: w.influencerId, note: w.note })) };
  const current = { title: sheet.title, items: existing.map((e) => ({ id: e.influencer.id, note: normalizeNote(e.note) })) };
  const { merged, conflicts } = mergeSheet(base, local, current);
  if (conflicts.length) return null;
  return { title: merged.title, wanted: merged.items.map((i) => ({ influencerId: i.id, note: i.note })) };
}

const displayName = (user: TeamContext['user']) => user.nickname || user.fullName || user.email;

async function resolveTarget(ctx: TeamContext, input: SaveInput) {
  if (input.sheet_id) return { sheet: await lockOwnSheet(ctx, input.sheet_id), castingCall: null };
  if (input.casting_call_id) {
    const castingCall = await ctx.em.findOne(CastingCall, { id: input.casting_call_id });
    if (!castingCall) throw new AppError('NOT_FOUND', 'Creator Call not found');
    // One response per call and team: saving again updates the team's response sheet.
    const response = await ctx.em.findOne(CastingCallResponse, { castingCall, team: ctx.team }, { populate: ['sheet'] });
    if (response && !response.sheet.deletedAt) return { sheet: response.sheet, castingCall };
    if (response) ctx.em.remove(response);
    return { sheet: null, castingCall };
  }
  if (input.sheet_type === 'casting_call_response') {
    throw new AppError('BAD_REQUEST', 'casting_call_id: a Creator Call response needs its call', { field: 'casting_call_id' });
  }
  return { sheet: null, castingCall: null };
}

/** The creators of one of the team's sheets, in order, with notes. */
export async function entriesOf(ctx: TeamContext, sheetId: string): Promise<Wanted> {
  const source = await findOwnSheet(ctx, sheetId);
  const entries = await ctx.em.find(SheetEntry, { sheet: source }, { orderBy: { position: 'asc' } });
  return entries.map((e) => ({ influencerId: e.influencer.id, note: e.note ?? null }));
}

async function assertCreatorsExist(ctx: TeamContext, wanted: Wanted) {
  if (wanted.length === 0) return;
  const ids = wanted.map((w) => w.influencerId);
  const found = await ctx.em.find(Influencer, { id: { $in: ids } }, { fields: ['id'] });
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw new AppError('BAD_REQUEST', `influencers: creator ${missing.join(', ')} not found`, { field: 'influencers' });
}

/** Keeps the rows of creators that stay (their client answers with them), adds and removes the rest. */
export function replaceEntries(ctx: TeamContext, sheet: TalentSheet, wanted: Wanted, existing: SheetEntry[]) {
  const byInfluencer = new Map(existing.map((e) => [e.influencer.id, e]));
  wanted.forEach((w, position) => {
    const entry = byInfluencer.get(w.influencerId);
    if (entry) {
      entry.position = position;
      entry.note = w.note;
      byInfluencer.delete(w.influencerId);
    } else {
      ctx.em.create(SheetEntry, {
        team: ctx.team,
        sheet,
        influencer: ctx.em.getReference(Influencer, w.influencerId),
        position,
        note: w.note,
      });
    }
  });
  for (const gone of byInfluencer.values()) ctx.em.remove(gone);
}

/** The acknowledgement every open editor of the sheet hears (after the commit). */
export function publishSaved(ctx: TeamContext, sheet: TalentSheet, clientId: string | null, overrode: EventMap['sheet.saved']['overrode'] = null) {
  return ctx.bus.publish(scopes.sheet(sheet.id), 'sheet.saved', {
    sheetId: sheet.id,
    version: sheet.version,
    by: ctx.user.id,
    clientId,
    ...(overrode ? { overrode } : {}),
  });
}
