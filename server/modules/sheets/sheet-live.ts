import type { SheetLiveEvent } from '../../../shared/schemas/sheets/sheet-live.js';
import { scopes, type AppEvent } from '../../events/bus.js';
import { logger } from '../../logger.js';
import { liveEvents } from '../../trpc/live-events.js';
import type { TeamContext } from '../../trpc/team-context.js';
import type { SavedSheetMemory } from './saved-sheet-memory.js';

type LiveContext = TeamContext & { savedSheets: SavedSheetMemory; sheet: { id: string } };

/**
 * Events of one sheet (the procedure checked it is the team's) for its open editors: save
 * acknowledgements and presence. Announces this editor (joined, and left when it closes);
 * answers another editor's "joined" with "here".
 */
export async function* sheetLiveEvents(ctx: LiveContext, input: { lastEventId?: string | null }, signal: AbortSignal | undefined) {
  const { sheet } = ctx;
  const scope = scopes.sheet(sheet.id);
  const me = { sheetId: sheet.id, userId: ctx.user.id, name: ctx.user.nickname || ctx.user.fullName || ctx.user.email };
  const announce = (state: 'joined' | 'here' | 'left') =>
    ctx.bus.publish(scope, 'sheet.presence', { ...me, state }).catch((err) => logger.warn({ err }, 'sheet presence not published'));
  const forThisEditor = async (event: AppEvent) => {
    const data = await toLiveEvent(ctx, event);
    if (!data || (data.type === 'presence' && data.userId === ctx.user.id)) return undefined;
    if (data.type === 'presence' && data.state === 'joined') void announce('here');
    return data;
  };
  try {
    // Announced once it listens, so no "here" answer is missed.
    yield* liveEvents(ctx.bus, scope, input.lastEventId, signal, forThisEditor, () => void announce('joined'));
  } finally {
    await announce('left');
  }
}

async function toLiveEvent(ctx: LiveContext, event: AppEvent): Promise<SheetLiveEvent | null> {
  if (event.type === 'sheet.saved') {
    const content = await ctx.savedSheets.content(ctx.em, event.payload.sheetId, event.payload.version).catch((err: unknown) => {
      logger.warn({ err }, 'saved sheet not loaded for its event');
      return null;
    });
    return { type: 'saved', ...event.payload, content };
  }
  if (event.type === 'sheet.presence') return { type: 'presence', ...event.payload };
  return null;
}
