import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import { MSG } from '../../../shared/messages.js';
import { COEDIT } from '../../../shared/sheet-coediting-texts.js';
import { mergeSheet, normalizeNote, type SheetContent } from '../../../shared/sheet-merge.js';
import type { SaveSheetResponse, SaveSheetRequest } from '../../../shared/schemas/sheets/sheet-changes.js';
import { AppError } from '../../errors.js';
import { scopes, type EventMap } from '../../events/bus.js';
import type { CallResponses } from './call-responses.js';
import { existingCreators } from '../directory/index.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findOwnSheet } from './sheet-access.js';
import { type EntryRow, readSheet, readEntries, type SheetRow, type WantedEntry, writeSheetRows } from './sheet-rows.js';
import type { SavedSheetMemory } from './saved-sheet-memory.js';
import { TalentSheet } from './talent-sheet.entity.js';

type SaveInput = z.output<typeof SaveSheetRequest>;
type SaveContext = TeamContext & { savedSheets: SavedSheetMemory; callResponses: CallResponses };

/**
 * POST /api/user/talent-sheets/save: creates or updates a sheet with its ordered creators and notes.
 * The write applies only to the sheet as read (see sheet-rows.ts), so `base_version` is checked
 * exactly. A stale `base_version` whose changes merge without a true conflict with the saves made
 * since is merged here (when this instance remembers that version); otherwise it answers CONFLICT.
 */
export async function saveSheet(ctx: SaveContext, input: SaveInput): Promise<z.infer<typeof SaveSheetResponse>> {
  const { target, content, merged } = await writeSheet(ctx, input);
  ctx.savedSheets.remember(target.id, { version: target.version, title: target.title, description: target.description, items: content.items });
  const overrode = input.overrode?.fields.length
    ? { baseVersion: input.overrode.base_version, fields: input.overrode.fields, name: displayName(ctx.user) }
    : null;
  await publishSaved(ctx, target, input.client_id ?? null, overrode);
  return { sheet_id: target.id, version: target.version, ...(merged ? { merged: content } : {}) };
}

async function writeSheet(ctx: SaveContext, input: SaveInput) {
  for (let attempt = 0; attempt < COEDIT.maxRebaseAttempts; attempt++) {
    const { sheet, existing, castingCall } = await resolveTarget(ctx, input);
    const isResponse = sheet ? sheet.sheetType === 'casting_call_response' : Boolean(castingCall);
    if (!isResponse && !input.title) throw new AppError('BAD_REQUEST', MSG.sheetTitleRequired, { field: 'title' });
    if (isResponse && sheet) await ctx.callResponses.assertEditable(ctx.em, sheet.id);

    let title = input.title;
    let wanted: WantedEntry[] = input.duplicate_sheet_id
      ? await entriesOf(ctx, input.duplicate_sheet_id)
      : input.influencers.map((i) => ({ influencerId: i.influencer_id, note: normalizeNote(i.note) }));
    const stale = sheet && input.base_version !== undefined && input.base_version !== sheet.version;
    if (stale) {
      const rebased = rebaseOntoCurrent(ctx.savedSheets, sheet, existing, input.base_version!, { title, wanted });
      if (!rebased || input.duplicate_sheet_id) throw new AppError('CONFLICT', COEDIT.staleBase, { field: 'base_version' });
      ({ title, wanted } = rebased);
    }
    if (isResponse && wanted.length > LIMIT.castingResponseMaxInfluencers) {
      throw new AppError('BAD_REQUEST', MSG.castingResponseLimit, { field: 'influencers' });
    }
    const onSheet = new Set(existing.map((e) => e.influencerId));
    await assertCreatorsExist(
      ctx,
      wanted.filter((w) => !onSheet.has(w.influencerId)),
    );

    const copiedHeading = input.duplicate_sheet_id && !sheet ? (await findOwnSheet(ctx, input.duplicate_sheet_id)).description : undefined;
    const description = input.description !== undefined ? input.description || null : copiedHeading;
    if (!sheet) {
      const fields = { title: title || `Response to: ${castingCall!.title}`, description: description ?? null };
      const target = await createSheet(ctx, input.sheet_type, castingCall, fields, wanted);
      return { target, content: { title: target.title, items: toItems(wanted) }, merged: false };
    }
    // Every save is a new version, even when only the creators changed.
    const next = { version: sheet.version, title: title || sheet.title, description };
    const written = await writeSheetRows(ctx.em, { teamId: ctx.team.id, sheetId: sheet.id }, wanted, existing, next);
    if (!written) {
      // Another save came first: read again and merge onto it, after a pause that spreads the racers out.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * COEDIT.rebasePauseMs * (attempt + 1)));
      continue;
    }
    if (isResponse) await ctx.callResponses.markDrafted(ctx.em, sheet.id);
    const target = { id: sheet.id, title: next.title, ...written };
    return { target, content: { title: target.title, items: toItems(wanted) } satisfies SheetContent, merged: Boolean(stale) };
  }
  throw new AppError('CONFLICT', COEDIT.staleBase, { field: 'base_version' });
}

const toItems = (wanted: WantedEntry[]) => wanted.map((w) => ({ id: w.influencerId, note: w.note }));

/** A new sheet with its creators (and, for a Creator Call, the team's response to it), in one transaction. */
function createSheet(
  ctx: SaveContext,
  sheetType: SaveInput['sheet_type'],
  castingCall: AnsweredCall | null,
  fields: { title: string; description: string | null },
  wanted: WantedEntry[],
) {
  return ctx.em.transactional(async (em) => {
    const sheet = em.create(TalentSheet, { team: ctx.team, createdBy: ctx.user, ...fields, sheetType: castingCall ? 'casting_call_response' : sheetType });
    if (castingCall) ctx.callResponses.record(em, ctx, castingCall.id, sheet, wanted.length > 0);
    await em.flush();
    await writeSheetRows(em, { teamId: ctx.team.id, sheetId: sheet.id }, wanted, []);
    return { id: sheet.id, version: sheet.version, title: sheet.title, description: sheet.description ?? null };
  });
}

/** The sent sheet merged with the saves made since its base, when the base is known and nothing truly conflicts. */
function rebaseOntoCurrent(
  memory: SavedSheetMemory,
  sheet: SheetRow,
  existing: EntryRow[],
  baseVersion: number,
  sent: { title: string; wanted: WantedEntry[] },
) {
  const base = memory.find(sheet.id, baseVersion);
  if (!base) return null;
  const local = { title: sent.title, items: toItems(sent.wanted) };
  const current = { title: sheet.title, items: existing.map((e) => ({ id: e.influencerId, note: normalizeNote(e.note) })) };
  const { merged, conflicts } = mergeSheet(base, local, current);
  if (conflicts.length) return null;
  return { title: merged.title, wanted: merged.items.map((i) => ({ influencerId: i.id, note: i.note })) };
}

const displayName = (user: TeamContext['user']) => user.nickname || user.fullName || user.email;

/** The Creator Call a save answers. */
type AnsweredCall = { id: string; title: string };
type Target = { sheet: SheetRow | null; existing: EntryRow[]; castingCall: AnsweredCall | null };

async function resolveTarget(ctx: SaveContext, input: SaveInput): Promise<Target> {
  if (input.sheet_id) return { ...(await readSheet(ctx.em, ctx.team.id, input.sheet_id)), castingCall: null };
  if (input.casting_call_id) {
    const { title, sheetId } = await ctx.callResponses.answering(ctx, input.casting_call_id);
    const castingCall = { id: input.casting_call_id, title };
    if (sheetId) return { ...(await readSheet(ctx.em, ctx.team.id, sheetId)), castingCall };
    return { sheet: null, existing: [], castingCall };
  }
  if (input.sheet_type === 'casting_call_response') {
    throw new AppError('BAD_REQUEST', 'casting_call_id: a Creator Call response needs its call', { field: 'casting_call_id' });
  }
  return { sheet: null, existing: [], castingCall: null };
}

/** The creators of one of the team's sheets, in order, with notes. */
export async function entriesOf(ctx: TeamContext, sheetId: string): Promise<WantedEntry[]> {
  const source = await findOwnSheet(ctx, sheetId);
  return (await readEntries(ctx.em, source.id)).map((e) => ({ influencerId: e.influencerId, note: e.note }));
}

async function assertCreatorsExist(ctx: TeamContext, wanted: WantedEntry[]) {
  if (wanted.length === 0) return;
  const ids = wanted.map((w) => w.influencerId);
  const found = await existingCreators(ctx.em, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new AppError('BAD_REQUEST', `influencers: creator ${missing.join(', ')} not found`, { field: 'influencers' });
}

/** The acknowledgement every open editor of the sheet hears (after the commit). */
export function publishSaved(
  ctx: TeamContext,
  sheet: { id: string; version: number },
  clientId: string | null,
  overrode: EventMap['sheet.saved']['overrode'] = null,
) {
  return ctx.bus.publish(scopes.sheet(sheet.id), 'sheet.saved', {
    sheetId: sheet.id,
    version: sheet.version,
    by: ctx.user.id,
    clientId,
    ...(overrode ? { overrode } : {}),
  });
}
