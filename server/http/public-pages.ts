import fs from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import { PUBLIC_LIMIT } from '../../shared/public-constants.js';
import { PUBLIC_PRELOAD_ELEMENT_ID, publicSheetUrl } from '../../shared/public-urls.js';
import type { PublicSheetCache } from '../modules/public/sheet-answer-cache.js';
import { logger } from '../logger.js';

const MARK = '<!--public-preload-->';
const SHEET_PAGES = [
  { path: /^\/public\/talent-sheet\/roster-view\/([^/]+)\/?$/, limit: PUBLIC_LIMIT.sheetRosterPage },
  { path: /^\/public\/talent-sheet\/([^/]+)\/?$/, limit: PUBLIC_LIMIT.publicSheetPage },
];

/** JSON safe inside a <script> element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * /public/* gets the public pages' own entry (public.html), not the signed-in app. For a sheet's
 * roster or single-page view the first page's answer is inlined and its first portraits are
 * preloaded, so the cards paint without waiting for a round trip after the script.
 */
export function servePublicPages(app: Express, clientDir: string, sheets: PublicSheetCache) {
  const file = path.join(clientDir, 'public.html');
  let template: { mtimeMs: number; html: string } | undefined;
  const readTemplate = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (template?.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return template.html;
  };

  app.get(/^\/public\//, async (req: Request, res: Response) => {
    const html = readTemplate();
    if (html === null) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build" (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.type('html').send(html.replace(MARK, await preload(req).catch((error: unknown) => (logger.warn({ err: error }, 'public page preload failed'), ''))));
  });

  async function preload(req: Request) {
    const sheetPage = SHEET_PAGES.map((p) => ({ ...p, match: p.path.exec(req.path) })).find((p) => p.match);
    if (!sheetPage?.match) return '';
    const id = decodeURIComponent(sheetPage.match[1]!);
    const pageParam = Number(req.query.page ?? 1);
    const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
    const built = await sheets.get({ hashId: id, page, limit: sheetPage.limit, with_stats: 'true' }).catch(() => null);
    if (!built) return '';
    const portraits = built.answer.influencers
      .slice(0, PUBLIC_LIMIT.preloadedPortraits)
      .flatMap((card) => (card.picture_url ? [`<link rel="preload" as="image" fetchpriority="high" href="${attribute(card.picture_url)}">`] : []));
    // Data, not script: the Content-Security-Policy allows no inline script.
    const data = `<script type="application/json" id="${PUBLIC_PRELOAD_ELEMENT_ID}">{${scriptSafe(JSON.stringify(publicSheetUrl(id, page, sheetPage.limit)))}:${scriptSafe(built.body)}}</script>`;
    return [...portraits, data].join('\n    ');
  }
}
