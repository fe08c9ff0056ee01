import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';

/** A brand's answer on a shared sheet: the creators it liked (or compared) and a comment. */
export const SheetResponse = defineEntity({
  name: 'SheetResponse',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    /** Influencer ids as sent; a snapshot, so no foreign keys. */
    likedInfluencerIds: p.array<number>(Number).columnType('int[]').default([]),
    /** The creators it compared side by side before sending (none when it did not compare). */
    comparedInfluencerIds: p.array<number>(Number).columnType('int[]').default([]),
    responderName: p.string().nullable(),
    responderEmail: p.string().nullable(),
    comments: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }, { properties: ['sheet'] }],
});
export type SheetResponse = InferEntity<typeof SheetResponse>;
