import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/**
 * One creator's row of a campaign tracking table. Cells are free text as typed
 * ("mm/dd/yy", "Y/N" are placeholders, not formats the product enforces).
 */
export const CampaignRow = defineEntity({
  name: 'CampaignRow',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    dateSent: p.string().length(50).nullable(),
    sender: p.string().nullable(),
    contact: p.string().nullable(),
    replied: p.string().length(50).nullable(),
    rate: p.string().nullable(),
    notes: p.text().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['sheet', 'influencer'] }],
  indexes: [{ properties: ['team'] }, { properties: ['influencer'] }],
});
export type CampaignRow = InferEntity<typeof CampaignRow>;
