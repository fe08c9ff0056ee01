import { vi } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';

/** The newest e-mail the outbox holds for `to`, waiting for the mail job to deliver it. */
export async function waitForMail(orm: Orm, to: string, after = 0) {
  return vi.waitFor(
    async () => {
      const [mail] = await orm.em.fork().find(MailOutbox, { toAddress: to.toLowerCase(), id: { $gt: after } }, { orderBy: { id: 'desc' }, limit: 1 });
      if (!mail) throw new Error(`no e-mail to ${to} yet`);
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );
}

export const mailCount = (orm: Orm, to: string) => orm.em.fork().count(MailOutbox, { toAddress: to.toLowerCase() });

/** The path of the first link in a text body that goes to `prefix` (e.g. /reset-password/). */
export function linkPath(text: string, prefix: string) {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${prefix}[A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${prefix} link in: ${text}`);
  return match[1];
}
