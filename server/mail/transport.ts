import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { MailOutbox } from './mail-outbox.entity.js';
import type { RenderedMail } from './render.js';

export type OutgoingMail = RenderedMail & { to: string };

/** Where e-mail goes: an SMTP server when SMTP_URL is set, else the outbox table. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

export function outboxTransport(rootEm: EntityManager): MailTransport {
  return {
    async deliver(mail) {
      await rootEm
        .fork()
        .insert(MailOutbox, { toAddress: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, createdAt: new Date() });
    },
    close: () => {},
  };
}
