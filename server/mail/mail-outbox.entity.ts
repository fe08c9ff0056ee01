import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Every e-mail sent while no SMTP server is configured; read at the dev mailbox (/dev/mailbox). */
export const MailOutbox = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    toAddress: p.string(),
    subject: p.string(),
    text: p.text(),
    html: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['toAddress', 'id'] }],
});
export type MailOutbox = InferEntity<typeof MailOutbox>;
