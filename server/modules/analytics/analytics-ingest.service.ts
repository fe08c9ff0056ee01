import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { RecordAnalyticsRequest } from '../../../shared/schemas/public/public-forms.js';
import { AppError } from '../../errors.js';
import type { EventBus } from '../../events/bus.js';
import { scopes } from '../../events/bus.js';
import type { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import type { RollupEvent } from './analytics-rollups.js';
import type { RollupWriter } from './rollup-writer.js';
import { collectionHeading, type CollectionHeading } from '../collections/index.js';
import { existingCreators } from '../directory/index.js';
import { teamNames } from '../teams/index.js';
import { notifyTeam } from '../notifications/index.js';
import { findPublicSheet } from '../public/index.js';
import { queueWebhooks, type QueueContext } from '../webhooks/index.js';

type Ctx = { em: EntityManager; bus: EventBus; rollupWriter: RollupWriter } & QueueContext;
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

  let collection: CollectionHeading | null = null;
  if (type === 'collection_view') {
    if (!data.collection_id) throw missing('data.collection_id');
    collection = await collectionHeading(ctx.em, data.collection_id);
    if (!collection) throw new AppError('NOT_FOUND', 'Collection not found');
  }

  let teamId = sheet?.team.id ?? collection?.team_id ?? null;
  if (!teamId && data.team_id && (await teamNames(ctx.em, [data.team_id])).has(data.team_id)) teamId = data.team_id;
  if (!teamId) throw missing('data.sheet_id');

  const influencerId = data.influencer_id && (await existingCreators(ctx.em, [data.influencer_id])).has(data.influencer_id) ? data.influencer_id : null;
  if ((type === 'influencer_click' || type === 'social_view') && !influencerId) throw missing('data.influencer_id');

  const at = new Date();
  const rollup = sheet && rollupEventOf(type, sheet, influencerId, email, at);
  if (rollup) {
    await ctx.rollupWriter.record({ ...rollup, rawEmail: email });
  } else {
    ctx.em.create(AnalyticsEvent, {
      team: teamId,
      sheet,
      collection: collection?.id ?? null,
      influencer: influencerId,
      eventType: type,
      viewerEmail: email,
      platform: type === 'social_view' ? (data.platform ?? null) : null,
      url: type === 'social_view' ? (data.url ?? null) : null,
      createdAt: at,
    });
    await ctx.em.flush();
  }
  // A view is announced to the team by its notification (team.notification), which also drops the
  // cached analytics answers; a click has no notification, so it is announced on its own.
  if (rollup?.kind === 'click') await ctx.bus.publish(scopes.team(rollup.teamId), 'analytics.recorded', { type: 'click', sheetId: rollup.sheetId });
  if (type === 'sheet_view' && sheet) {
    await notifyTeam(ctx, sheet, 'sheet_opened', email);
    await queueWebhooks(ctx, [teamId], 'sheet.opened', {
      talent_sheet_id: sheet.id,
      talent_sheet_title: sheet.title,
      viewer_email: email,
      opened_at: at.toISOString(),
    });
  }
  if (collection) {
    await queueWebhooks(ctx, [teamId], 'collection.opened', {
      collection_id: collection.id,
      collection_title: collection.title,
      viewer_email: email,
      opened_at: at.toISOString(),
    });
  }
  return { success: true };
}

/**
 * What the rollups count: a sheet view, and a click on a creator of a sheet. Social views,
 * collection views and clicks outside a sheet stay raw events only.
 */
function rollupEventOf(type: Input['event_type'], sheet: TalentSheet, influencerId: number | null, email: string | null, at: Date): RollupEvent | null {
  if (type !== 'sheet_view' && type !== 'influencer_click') return null;
  return {
    teamId: sheet.team.id,
    sheetId: sheet.id,
    ownerId: sheet.createdBy?.id ?? 0,
    kind: type === 'sheet_view' ? 'view' : 'click',
    influencerId: type === 'influencer_click' ? influencerId : null,
    email: type === 'sheet_view' && email ? email.toLowerCase() : null,
    at,
  };
}
