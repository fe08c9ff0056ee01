import { z } from 'zod';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import { router, siteAdminProcedure } from '../../../trpc/init.js';
import { setAccountState } from '../account-state.service.js';
import { ACCOUNT_STATES } from '../user.entity.js';

/** Site admins set an account's state (spec §2.2, §6). */
export const accountStateRouter = router({
  set: siteAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/user/account-state',
        tags: ['admin'],
        summary: "Set an account's state: active, inactive, disabled or suspended (site admins)",
      },
    })
    .input(z.object({ user_id: z.coerce.number().int().positive(), state: z.enum(ACCOUNT_STATES) }))
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => setAccountState(ctx, input)),
});
