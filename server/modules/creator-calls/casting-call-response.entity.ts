import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';
import { CastingCall } from './casting-call.entity.js';

/** "created" and "draft" are both editable and hidden from the brand; "submitted" is final. */
export const RESPONSE_STATUSES = ['created', 'draft', 'submitted'] as const;
export type CreatorReview = 'shortlisted' | 'declined';

/** A team's answer to a Creator Call: one per call and team, carried by a casting_call_response sheet. */
export const CastingCallResponse = defineEntity({
  name: 'CastingCallResponse',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    castingCall: () => p.manyToOne(CastingCall).deleteRule('cascade'),
    sheet: () => p.oneToOne(TalentSheet).owner().deleteRule('cascade'),
    status: p.enum([...RESPONSE_STATUSES]).default('created'),
    submittedAt: p.datetime().nullable(),
    /** The brand's review: creator id -> shortlisted or declined. */
    creatorReviews: p
      .json<Record<string, CreatorReview>>()
      .default('{}')
      .onCreate(() => ({})),
    reviewedAt: p.datetime().nullable(),
    brandReply: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['castingCall', 'team'] }],
  indexes: [{ properties: ['team'] }],
});
export type CastingCallResponse = InferEntity<typeof CastingCallResponse>;
