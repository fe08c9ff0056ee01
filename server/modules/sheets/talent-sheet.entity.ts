import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { publicId } from '../../db/ids.js';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';

export const SHEET_TYPES = ['talent', 'campaign', 'casting_call_response'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

/**
 * A talent sheet. Soft-deleted (deletedAt) so its public links answer not-found; every read
 * must filter `deletedAt: null`. `version` is MikroORM's optimistic lock: a stale save fails.
 */
export const TalentSheet = defineEntity({
  name: 'TalentSheet',
  properties: {
    id: p
      .string()
      .length(22)
      .primary()
      .onCreate(() => publicId()),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    title: p.string().length(500),
    /** The public heading; null shows the default "Selected Talent". */
    description: p.string().length(500).nullable(),
    sheetType: p.enum([...SHEET_TYPES]).default('talent'),
    settings: p
      .json<Record<string, unknown>>()
      .default('{}')
      .onCreate(() => ({})),
    position: p.integer().default(0),
    accessRestricted: p.boolean().default(false),
    campaignDescription: p.text().nullable(),
    /** Saved available-roster filters of the editor. */
    tagFilters: p.array().default([]),
    nameFilter: p.string().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['team', 'sheetType', 'createdAt'] }, { properties: ['createdBy'] }],
});
export type TalentSheet = InferEntity<typeof TalentSheet>;
