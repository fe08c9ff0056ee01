import { ACCOUNT_LIMIT } from '../../shared/account-texts.js';
import type { MailContent } from './render.js';

/** The e-mails the product sends. Their wording is ours: the spec does not show it. */
export const templates = {
  passwordReset: (data: { url: string }): MailContent => ({
    subject: 'Reset your Pitchroom password',
    blocks: [
      { paragraph: 'Someone (hopefully you) asked to reset the password of your Pitchroom account.' },
      { button: { label: 'Set a new password', url: data.url } },
      {
        paragraph: `The link works once, for ${ACCOUNT_LIMIT.resetCodeMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      },
    ],
  }),

  invitation: (data: { url: string; teamName: string; inviterName: string }): MailContent => ({
    subject: `${data.inviterName} invited you to ${data.teamName} on Pitchroom`,
    blocks: [
      { paragraph: `${data.inviterName} invited you to join ${data.teamName} on Pitchroom.` },
      { button: { label: 'Accept the invitation', url: data.url } },
      { paragraph: `The invitation is valid for ${ACCOUNT_LIMIT.invitationDays} days.` },
    ],
  }),

  contactMessage: (data: {
    fromName: string;
    fromEmail: string;
    teamName: string;
    note: string;
    attachments: { filename: string; url: string }[];
  }): MailContent => ({
    subject: `Contact Us: ${data.fromName || data.fromEmail} (${data.teamName})`,
    blocks: [
      { paragraph: `${data.fromName || data.fromEmail} <${data.fromEmail}> of ${data.teamName} wrote:` },
      { quote: data.note },
      ...(data.attachments.length ? [{ paragraph: `Attachments (${data.attachments.length}):` }] : []),
      ...data.attachments.map(({ filename, url }) => ({ button: { label: filename, url } })),
    ],
  }),

  callReviewed: (data: { subject: string; reply: string | null; url: string }): MailContent => ({
    subject: data.subject,
    blocks: [{ paragraph: `${data.subject}.` }, ...(data.reply ? [{ quote: data.reply }] : []), { button: { label: 'See your Creator Calls', url: data.url } }],
  }),

  webhookDisabled: (data: { subject: string; body: string; url: string | null }): MailContent => ({
    subject: data.subject,
    blocks: [...data.body.split('\n\n').map((paragraph) => ({ paragraph })), ...(data.url ? [{ button: { label: 'Open Settings', url: data.url } }] : [])],
  }),
} satisfies Record<string, (data: never) => MailContent>;

export type TemplateName = keyof typeof templates;
export type TemplateData<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];
