import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SOCIAL_PLATFORMS } from '../../../shared/schemas/platforms.js';
import { Collection } from '../collections/collection.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';

export const ANALYTICS_EVENT_TYPES = ['sheet_view', 'influencer_click', 'social_view', 'collection_view'] as const;

/** A visitor's view or click on one of the team's public pages. */
export const AnalyticsEvent = defineEntity({
  name: 'AnalyticsEvent',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).nullable().deleteRule('cascade'),
    collection: () => p.manyToOne(Collection).nullable().deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).nullable().deleteRule('set null'),
    eventType: p.enum([...ANALYTICS_EVENT_TYPES]),
    viewerEmail: p.string().nullable(),
    platform: p.enum([...SOCIAL_PLATFORMS]).nullable(),
    url: p.string().length(2000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }, { properties: ['sheet', 'createdAt'] }, { properties: ['collection'] }, { properties: ['influencer'] }],
});
export type AnalyticsEvent = InferEntity<typeof AnalyticsEvent>;
