import { z } from 'zod';
import { UserConfiguration } from '../../../../shared/schemas/account.js';
import { StaffActionsResponse } from '../../../../shared/schemas/staff-actions.js';
import { publicProcedure, router, staffProcedure } from '../../../trpc/init.js';
import * as actAs from '../act-as.service.js';
import { recentStaffActions } from '../staff-actions.service.js';

const tags = ['admin'];

/** Staff act as another user (spec §7.1 fake-id) and stop. Checked against the session's own user, never the one acted as. */
export const actAsRouter = router({
  start: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/admin/user/settings/fake-id', tags, summary: 'Staff act as another user (never another staff user)' } })
    .input(z.object({ user_id: z.coerce.number().int().positive() }))
    .output(UserConfiguration)
    .mutation(({ ctx, input }) => actAs.startActing(ctx, input)),

  end: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/api/admin/user/settings/fake-id/end', tags, summary: 'Stop acting as another user' } })
    .input(z.void())
    .output(UserConfiguration)
    .mutation(({ ctx }) => actAs.endActing(ctx)),

  recent: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/staff-actions',
        tags,
        summary: 'Staff only: the most recent changes staff made while acting as another user',
      },
    })
    .input(z.void())
    .output(StaffActionsResponse)
    .query(({ ctx }) => recentStaffActions(ctx)),
});
