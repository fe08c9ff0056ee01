import { z } from 'zod';

/** GET /api/admin/staff-actions (ours): the most recent changes staff made while acting as another user. */
export const StaffActionRow = z.object({
  id: z.number(),
  staff_user_id: z.number(),
  staff_name: z.string(),
  staff_email: z.string(),
  /** Null when that account was deleted since. */
  acting_as_id: z.number().nullable(),
  acting_as_name: z.string().nullable(),
  acting_as_email: z.string().nullable(),
  /** The call made, e.g. account.savePersonalDetails (staff.startActing / staff.endActing mark the session's bounds). */
  action: z.string(),
  succeeded: z.boolean(),
  created_at: z.string(),
});
export const StaffActionsResponse = z.object({ actions: z.array(StaffActionRow) });
export type StaffActionRow = z.infer<typeof StaffActionRow>;
