import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { RecordAnalyticsRequest } from '../../../shared/schemas/public/public-forms.js';
import { AppError } from '../../errors.js';
import type { EventBus } from '../../events/bus.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import { Collection } from '../collections/collection.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';
import { notifyTeam } from '../notifications/index.js';
import { findPublicSheet } from '../public/index.js';

type Ctx = { em: EntityManager; bus: EventBus };
type Input = z.infer<typeof RecordAnalyticsRequest>;

const missing = (field: string) => new AppError('BAD_REQUEST', `${field}: Required`, { field });

/**
 * POST /api/analytics: a view or click on a public page, with the viewer's stored e-mail when
 * there is one. The team is taken from the sheet, collection or team the event is about.
 * A sheet view also tells the team's signed-in members live.
 */
export async function recordEvent(ctx: Ctx, input: Input) {
  const { event_type: type, data } = input;
  const email = data.email || null;
  const sheet = data.sheet_id ? await findPublicSheet(ctx.em, data.sheet_id) : null;
  if (type === 'sheet_view' && !sheet) throw missing('data.sheet_id');

  let collection: Collection | null = null;
  if (type === 'collection_view') {
    if (!data.collection_id) throw missing('data.collection_id');
    collection = await ctx.em.findOne(Collection, data.collection_id);
    if (!collection) throw new AppError('NOT_FOUND', 'Collection not found');
  }

  let teamId = sheet?.team.id ?? collection?.team.id ?? null;
  if (!teamId && data.team_id) teamId = (await ctx.em.findOne(Team, data.team_id))?.id ?? null;
  if (!teamId) throw missing('data.sheet_id');

  const influencer = data.influencer_id ? await ctx.em.findOne(Influencer, data.influencer_id) : null;
  if ((type === 'influencer_click' || type === 'social_view') && !influencer) throw missing('data.influencer_id');

  ctx.em.create(AnalyticsEvent, {
    team: teamId,
    sheet,
    collection,
    influencer,
    eventType: type,
    viewerEmail: email,
    platform: type === 'social_view' ? (data.platform ?? null) : null,
    url: type === 'social_view' ? (data.url ?? null) : null,
    createdAt: new Date(),
  });
  await ctx.em.flush();
  if (type === 'sheet_view' && sheet) await notifyTeam(ctx, sheet, 'sheet_opened', email);
  return { success: true };
}
