import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ACTIONS_LABEL } from '../../../shared/account-labels.js';
import type { StaffActionRow } from '../../../shared/schemas/staff-actions.js';
import type { ApiKeyCaller } from '../../trpc/callers.js';
import { StaffAction } from './staff-action.entity.js';
import type { User } from './user.entity.js';

interface StaffCtx {
  em: EntityManager;
  user: User;
  apiKey: ApiKeyCaller | null;
  actingStaffId: number | null;
}

/** The most recent staff actions of every staff user (staffProcedure: staff in their own name only). */
export async function recentStaffActions(ctx: StaffCtx): Promise<{ actions: StaffActionRow[] }> {
  const rows = await ctx.em.find(StaffAction, {}, { populate: ['staffUser', 'actingAs'], orderBy: { id: 'desc' }, limit: STAFF_ACTIONS_LABEL.limit });
  return {
    actions: rows.map((row) => ({
      id: row.id,
      staff_user_id: row.staffUser.id,
      staff_name: row.staffUser.fullName || row.staffUser.email,
      staff_email: row.staffUser.email,
      acting_as_id: row.actingAs?.id ?? null,
      acting_as_name: row.actingAs ? row.actingAs.fullName || row.actingAs.email : null,
      acting_as_email: row.actingAs?.email ?? null,
      action: row.action,
      succeeded: row.succeeded,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
