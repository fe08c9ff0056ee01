import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { Context } from '../../trpc/init.js';
import { accountChanged } from './end-sessions.js';
import { type AccountState, User } from './user.entity.js';

type UserCtx = Context & { em: EntityManager; user: User };

/**
 * POST /api/admin/user/account-state (site admins): active, inactive, disabled or suspended. Applies
 * at once: the account's open tabs read it again (disabled goes to /account-disabled, inactive sees
 * Account Inactive, suspended loses the navigation) and its sockets close, so no stream outlives it.
 */
export async function setAccountState(ctx: UserCtx, input: { user_id: number; state: AccountState }) {
  if (input.user_id === ctx.user.id) throw new AppError('BAD_REQUEST', 'You cannot change the state of your own account', { field: 'user_id' });
  const user = await ctx.em.findOne(User, input.user_id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  user.accountState = input.state;
  await ctx.em.flush();
  await accountChanged(ctx, user.id, true);
  return { success: true };
}
