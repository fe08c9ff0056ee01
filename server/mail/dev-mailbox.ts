import type { Express } from 'express';
import type { Orm } from '../db/orm.js';
import { MailOutbox } from './mail-outbox.entity.js';

const PAGE_SIZE = 50;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Plain-text bodies with their links clickable (escaped first, so nothing else becomes markup). */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The dev mailbox (never in production): the newest e-mails of the outbox, optionally for one
 * address (`?to=`), as a page at /dev/mailbox and as JSON at /dev/mailbox.json.
 */
export function serveDevMailbox(app: Express, orm: Orm) {
  const latest = (to: unknown) =>
    orm.em.fork().find(MailOutbox, typeof to === 'string' && to ? { toAddress: to.toLowerCase() } : {}, { orderBy: { id: 'desc' }, limit: PAGE_SIZE });

  app.get('/dev/mailbox.json', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: await latest(req.query.to) });
  });

  app.get('/dev/mailbox', async (req, res) => {
    const messages = await latest(req.query.to);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p>` +
          `<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    res.setHeader('Cache-Control', 'no-store');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
          `<title>Dev mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:16px auto;padding:0 12px}` +
          `article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap;word-break:break-word}.meta{color:#666;font-size:13px}</style></head>` +
          `<body><h1>Dev mailbox</h1><p>E-mails the app sent while no SMTP server is configured (SMTP_URL), newest first.</p>` +
          (items || '<p>No e-mails yet.</p>') +
          `</body></html>`,
      );
  });
}
