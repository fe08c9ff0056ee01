import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ACCOUNT_LIMIT, ACCOUNT_TEXT } from '../../../shared/account-texts.js';
import { MSG } from '../../../shared/messages.js';
import type { ConfirmAccountRequest, RegistrationRequest } from '../../../shared/schemas/account-recovery.js';
import type { InviteMemberRequest } from '../../../shared/schemas/teams.js';
import { sessionCookieHeader } from '../../auth/cookies.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { AppError } from '../../errors.js';
import { mailLinkOrigin } from '../../mail/link-origin.js';
import type { Context } from '../../trpc/init.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { Invitation } from '../account/account-code.entity.js';
import { accountChanged, buildUserConfiguration, hashLinkCode, newLinkCode, sessionAnswer } from '../account/index.js';
import { TeamMember, User } from '../account/user.entity.js';

type Ctx = Context & { em: EntityManager };

export const ALREADY_MEMBER = 'That person is already a member of the organization.';

/** A team admin invites by e-mail with a role; a new invitation to the same address replaces the pending one. */
export async function invite(ctx: TeamServicesContext, input: z.infer<typeof InviteMemberRequest>) {
  const email = input.email.toLowerCase();
  const existing = await ctx.em.findOne(TeamMember, { team: ctx.team, user: { email } });
  if (existing) throw new AppError('CONFLICT', ALREADY_MEMBER, { field: 'email' });
  await ctx.em.nativeUpdate(Invitation, { team: ctx.team, email, acceptedAt: null }, { expiresAt: new Date() });
  const { code, codeHash } = newLinkCode();
  const expiresAt = new Date(Date.now() + ACCOUNT_LIMIT.invitationDays * 24 * 3600_000);
  ctx.em.create(Invitation, { team: ctx.team, email, role: input.role, invitedBy: ctx.user, codeHash, expiresAt, createdAt: new Date() });
  await ctx.em.flush();
  const url = `${mailLinkOrigin(ctx.config, ctx.req)}/new-user-confirm/${code}`;
  await ctx.mail.send(email, 'invitation', { url, teamName: ctx.team.name, inviterName: ctx.user.fullName || ctx.user.email });
  return { success: true };
}

/** A pending invitation by its code; used, expired or unknown codes all answer the spec's registration-code error. */
async function pendingInvitation(em: EntityManager, code: string) {
  const invitation = await em.findOne(Invitation, { codeHash: hashLinkCode(code), acceptedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['team'] });
  if (!invitation) throw new AppError('NOT_FOUND', ACCOUNT_TEXT.registrationCodeInvalid, { field: 'code' });
  return invitation;
}

/** POST /api/user/registration: the invited e-mail for the confirmation page. */
export async function registration(ctx: Ctx, input: z.infer<typeof RegistrationRequest>) {
  const invitation = await pendingInvitation(ctx.em, input.code);
  const known = await ctx.em.count(User, { email: invitation.email });
  return { email: invitation.email, team_name: invitation.team.name, has_account: known > 0 };
}

const firstName = (fullName: string | undefined) => fullName?.split(/\s+/)[0] ?? '';

/**
 * POST /api/user/confirm-account: the invitation is spent in the statement that checks it; a new
 * address becomes an account with this password, an existing account (its own password given)
 * joins the team. Either way the browser is signed in.
 */
export async function confirmAccount(ctx: Ctx, input: z.infer<typeof ConfirmAccountRequest>) {
  const email = input.email.toLowerCase();
  const invitation = await pendingInvitation(ctx.em, input.code);
  if (invitation.email !== email) throw new AppError('BAD_REQUEST', MSG.badSignInInformation, { field: 'email' });
  const known = await ctx.em.findOne(User, { email });
  if (known && !(await verifyPassword(known.passwordHash, input.password))) throw new AppError('BAD_REQUEST', MSG.badSignInInformation, { field: 'password' });
  const passwordHash = known ? null : await hashPassword(input.password);

  const userId = await ctx.em.transactional(async (em) => {
    const spent = await em.nativeUpdate(Invitation, { id: invitation.id, acceptedAt: null, expiresAt: { $gt: new Date() } }, { acceptedAt: new Date() });
    if (!spent) throw new AppError('NOT_FOUND', ACCOUNT_TEXT.registrationCodeInvalid, { field: 'code' });
    const team = invitation.team;
    const user =
      known ??
      em.create(User, {
        email,
        passwordHash: passwordHash!,
        fullName: input.full_name ?? '',
        nickname: firstName(input.full_name),
        primaryTeam: team,
        createdAt: new Date(),
      });
    if (known) em.merge(known);
    const member = known ? await em.findOne(TeamMember, { team, user }) : null;
    if (!member) em.create(TeamMember, { team, user, role: invitation.role, createdAt: new Date() });
    user.selectedTeam = team;
    await em.flush();
    return user.id;
  });
  if (known) await accountChanged(ctx, userId);
  const user = await ctx.em.fork().findOneOrFail(User, userId);
  const session = await ctx.auth.createSession(userId, {});
  ctx.res?.appendHeader('Set-Cookie', sessionCookieHeader(ctx.auth.createSessionCookie(session.id), ctx.req));
  return sessionAnswer(ctx, await buildUserConfiguration(ctx.em.fork(), user));
}
