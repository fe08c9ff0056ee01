import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The shared list of tags that seeds a team's tags; team tags not in it are "custom" (shown with *). */
export const MasterTag = defineEntity({
  name: 'MasterTag',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().unique(),
  },
});
export type MasterTag = InferEntity<typeof MasterTag>;
