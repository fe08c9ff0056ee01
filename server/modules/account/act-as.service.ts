import type { EntityManager } from '@mikro-orm/postgresql';
import { ACT_AS_TEXT, ROLE_TEXT } from '../../../shared/role-texts.js';
import { hashSessionToken } from '../../auth/session-adapter.js';
import { Session } from '../../auth/session.entity.js';
import { AppError } from '../../errors.js';
import type { Context } from '../../trpc/init.js';
import { accountChanged } from './end-sessions.js';
import { buildUserConfiguration } from './configuration.js';
import { StaffAction } from './staff-action.entity.js';
import { User } from './user.entity.js';

type Ctx = Context & { em: EntityManager };

/** Records a change made while acting as someone, with the staff user's id. */
export async function recordStaffAction(em: EntityManager, entry: { staffUserId: number; actingAsId: number; action: string; succeeded: boolean }) {
  await em.insert(StaffAction, {
    staffUser: entry.staffUserId,
    actingAs: entry.actingAsId,
    action: entry.action,
    succeeded: entry.succeeded,
    createdAt: new Date(),
  });
}

/** The real person of this session (the staff user even while acting), from the session itself. */
async function sessionOwner(ctx: Ctx) {
  if (!ctx.session || !ctx.sessionToken)
    throw new AppError(ctx.apiKey ? 'FORBIDDEN' : 'UNAUTHORIZED', ctx.apiKey ? ACT_AS_TEXT.noApiKey : 'You must be signed in');
  const owner = await ctx.em.findOne(User, ctx.session.userId);
  if (!owner) throw new AppError('UNAUTHORIZED', 'You must be signed in');
  return owner;
}

async function setActingAs(ctx: Ctx, staff: User, target: User | null) {
  await ctx.em.nativeUpdate(Session, { id: hashSessionToken(ctx.sessionToken ?? '') }, { actingAs: target?.id ?? null });
  // Every tab and socket of this session now acts as someone else: they read everything again.
  await accountChanged(ctx, staff.id, true);
}

/** POST /api/admin/user/settings/fake-id: staff act as another user in this session, never another staff user or a site admin. */
export async function startActing(ctx: Ctx, input: { user_id: number }) {
  const staff = await sessionOwner(ctx);
  if (!staff.isStaff || staff.accountState !== 'active') throw new AppError('FORBIDDEN', ROLE_TEXT.staffOnly);
  if (input.user_id === staff.id) throw new AppError('BAD_REQUEST', ACT_AS_TEXT.notSelf, { field: 'user_id' });
  const target = await ctx.em.findOne(User, input.user_id);
  if (!target) throw new AppError('NOT_FOUND', ACT_AS_TEXT.userNotFound);
  if (target.isStaff || target.isAdmin) throw new AppError('FORBIDDEN', ACT_AS_TEXT.notStaffTarget);
  await setActingAs(ctx, staff, target);
  await recordStaffAction(ctx.em, { staffUserId: staff.id, actingAsId: target.id, action: 'staff.startActing', succeeded: true });
  return buildUserConfiguration(ctx.em, target, staff);
}

/** POST /api/admin/user/settings/fake-id/end: back to being the staff user. */
export async function endActing(ctx: Ctx) {
  const staff = await sessionOwner(ctx);
  if (!ctx.session?.actingAsId) throw new AppError('BAD_REQUEST', ACT_AS_TEXT.notActing);
  await setActingAs(ctx, staff, null);
  await recordStaffAction(ctx.em, { staffUserId: staff.id, actingAsId: ctx.session.actingAsId, action: 'staff.endActing', succeeded: true });
  return buildUserConfiguration(ctx.em, staff);
}

/** The staff user behind this session when it acts as someone, for the banner. */
export async function actingStaff(ctx: Ctx) {
  return ctx.session?.actingAsId ? ctx.em.findOne(User, ctx.session.userId) : null;
}
