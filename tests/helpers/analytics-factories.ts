import type { EntityManager } from '@mikro-orm/postgresql';
import type { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { AnalyticsEvent } from '../../server/modules/analytics/analytics-event.entity.js';
import { addToRollups } from '../../server/modules/analytics/index.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';

export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * 86_400_000);

/**
 * A view or click at a chosen time, stored as the ingest stores one (the raw event and the rollups),
 * without the public call (which always records "now").
 */
export async function recordAt(em: EntityManager, sheet: TalentSheet, event: { kind: 'view' | 'click'; at: Date; influencer?: Influencer; email?: string }) {
  em.create(AnalyticsEvent, {
    team: sheet.team,
    sheet,
    influencer: event.influencer ?? null,
    eventType: event.kind === 'view' ? 'sheet_view' : 'influencer_click',
    viewerEmail: event.email ?? null,
    createdAt: event.at,
  });
  await em.flush();
  await addToRollups(em, [
    {
      teamId: sheet.team.id,
      sheetId: sheet.id,
      ownerId: sheet.createdBy?.id ?? 0,
      kind: event.kind,
      influencerId: event.influencer?.id ?? null,
      email: event.email ?? null,
      at: event.at,
    },
  ]);
}
