import type { z } from 'zod';
import { ACCOUNT_TEXT } from '../../../shared/account-texts.js';
import type { ContactRequest } from '../../../shared/schemas/support.js';
import { mailLinkOrigin } from '../../mail/link-origin.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { attachmentsOf } from '../uploads/index.js';

/**
 * POST /api/user/contact-tpp: the message goes to the operators' address, with a link to each
 * attached file. Attachments are the caller's own finished uploads (else 400, nothing sent).
 */
export async function contactUs(ctx: TeamServicesContext, input: z.infer<typeof ContactRequest>) {
  const origin = mailLinkOrigin(ctx.config, ctx.req);
  const attachments = await attachmentsOf(ctx, input.uploadedKeys ?? [], origin);
  await ctx.mail.send(ctx.config.OPERATORS_EMAIL, 'contactMessage', {
    fromName: ctx.user.fullName,
    fromEmail: ctx.user.email,
    teamName: ctx.team.name,
    note: input.note,
    attachments: attachments.map(({ filename, url }) => ({ filename, url })),
  });
  return { message: ACCOUNT_TEXT.messageSent };
}
