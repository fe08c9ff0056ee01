import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A call that changed something, made by staff while acting as another user (fake-id): recorded with the staff user's id. */
export const StaffAction = defineEntity({
  name: 'StaffAction',
  properties: {
    id: p.integer().primary().autoincrement(),
    staffUser: () => p.manyToOne(User).deleteRule('cascade').index(),
    actingAs: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The procedure called, e.g. sheets.save. */
    action: p.string().length(100),
    succeeded: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StaffAction = InferEntity<typeof StaffAction>;
