import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request, Response } from 'express';
import { EventCache } from '../events/event-cache.js';
import { PUBLIC_PRELOAD_ELEMENT_ID } from '../../shared/public-urls.js';
import { logger } from '../logger.js';
import { partStyles } from './public-styles.js';

/** Where the page's own head goes: after the entry's style sheet, as the parts' sheets would come when loaded by script. */
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';
/** Renders of one page at most: each reads what the one before asked for (a collection, then its sheets). */
const RENDER_PASSES = 3;
/** Rendered pages kept (by characters of HTML and answers). */
const KEPT_CHARACTERS = 32 * 1024 * 1024;

type Page = { head: string; body: string };
type Renderer = { renderPublicPage(url: string, answers: Record<string, unknown>): Promise<{ html: string; missing: string[]; parts: string[] }> };
/** A GET of a documented path through its procedure's pipeline, on behalf of the page's request (trpc/rest.ts). */
type ReadJson = (req: IncomingMessage, url: string) => Promise<string | null>;

/** JSON safe inside a <script> element. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * /public/* gets the public pages' own entry (public.html), not the signed-in app, with the page
 * rendered on the server from the same components (dist/ssr, built by `npm run build`): the HTML
 * holds what the page shows, and the answers it shows are inlined as JSON data, so the browser
 * hydrates it without asking again. Every answer is read through the documented call's pipeline.
 * Without the renderer built, the HTML is the bare entry and the page is made in the browser.
 */
export function servePublicPages(app: Express, clientDir: string, readJson: ReadJson) {
  const file = path.join(clientDir, 'public.html');
  const rendererFile = path.join(clientDir, '../ssr/public-ssr.js');
  let template: { mtimeMs: number; html: string } | undefined;
  let renderer: Promise<Renderer | null> | undefined;
  let stylesOf: ReturnType<typeof partStyles> = () => '';
  const readTemplate = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (template?.mtimeMs !== stat.mtimeMs) {
      template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
      renderer = fs.existsSync(rendererFile) ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>) : Promise.resolve(null);
      stylesOf = partStyles(clientDir);
    }
    return template.html;
  };

  app.get(/^\/public\//, async (req: Request, res: Response) => {
    const html = readTemplate();
    if (html === null) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build" (npm start does it for you).');
      return;
    }
    const page = await render(req, await renderer!).catch((error: unknown) => {
      logger.error({ err: error, path: req.path }, 'public page render failed');
      return { head: '', body: '' };
    });
    // The page may carry the viewer's own answers (a signed-in agency opening its share link).
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.type('html').send(html.replace(HEAD_END, `${page.head}${HEAD_END}`).replace(ROOT, `<div id="root">${page.body}</div>`));
  });

  // A page rendered from the same answers is the same page: kept by URL with the answers it showed.
  const kept = new EventCache<string, { answers: [string, string | null][]; page: Page }>(null, {
    maxSize: KEPT_CHARACTERS,
    size: ({ answers, page }) => page.head.length + page.body.length + answers.reduce((sum, [, body]) => sum + (body?.length ?? 0), 1),
  });

  async function render(req: Request, renderer: Renderer | null): Promise<Page> {
    if (!renderer) return { head: '', body: '' };
    const known = kept.get(req.originalUrl);
    if (known) {
      const now = await Promise.all(known.answers.map(([url]) => readJson(req, url)));
      if (now.every((body, i) => body === known.answers[i]![1])) return known.page;
    }
    const answers: Record<string, unknown> = {};
    const bodies: Record<string, string | null> = {};
    let rendered = { html: '', missing: [] as string[], parts: [] as string[] };
    for (let pass = 0; pass < RENDER_PASSES; pass++) {
      rendered = await renderer.renderPublicPage(req.originalUrl, answers);
      if (!rendered.missing.length) break;
      await Promise.all(
        rendered.missing.map(async (url) => {
          const body = await readJson(req, url);
          answers[url] = body === null ? null : JSON.parse(body);
          bodies[url] = body;
        }),
      );
    }
    // Data, not script: the Content-Security-Policy allows no inline script.
    const data = `{${Object.entries(bodies)
      .flatMap(([url, body]) => (body === null ? [] : [`${scriptSafe(JSON.stringify(url))}:${scriptSafe(body)}`]))
      .join(',')}}`;
    const preload = `<script type="application/json" id="${PUBLIC_PRELOAD_ELEMENT_ID}" data-parts="${rendered.parts.join(' ')}">${data}</script>`;
    const page = { head: stylesOf(rendered.parts) + preload, body: rendered.html };
    kept.set(req.originalUrl, { answers: Object.entries(bodies), page });
    return page;
  }
}
