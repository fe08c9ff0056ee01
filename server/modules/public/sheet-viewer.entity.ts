import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';

/** An e-mail that passed a sheet's gate (/api/register-sheet-viewer); feeds "recent visits". */
export const SheetViewer = defineEntity({
  name: 'SheetViewer',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    /** Lower-case. */
    email: p.string(),
    visits: p.integer().default(1),
    firstSeenAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['sheet', 'email'] }],
  indexes: [{ properties: ['team', 'lastSeenAt'] }],
});
export type SheetViewer = InferEntity<typeof SheetViewer>;
