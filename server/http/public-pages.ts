import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request, Response } from 'express';
import { PUBLIC_PRELOAD_ELEMENT_ID } from '../../shared/public-urls.js';
import { logger } from '../logger.js';

const MARK = '<!--public-preload-->';
const ROOT = '<div id="root"></div>';
/** Renders of one page at most: each reads what the one before asked for (a collection, then its sheets). */
const RENDER_PASSES = 3;
/** Images preloaded ahead of the scripts: a phone's first row of cards. */
const PRELOADED_IMAGES = 2;

type Renderer = { renderPublicPage(url: string, answers: Record<string, unknown>): Promise<{ html: string; missing: string[]; parts: string[] }> };
/** A GET of a documented path through its procedure's pipeline, on behalf of the page's request (trpc/rest.ts). */
type ReadJson = (req: IncomingMessage, url: string) => Promise<string | null>;

/** JSON safe inside a <script> element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

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
  const readTemplate = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (template?.mtimeMs !== stat.mtimeMs) {
      template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
      renderer = fs.existsSync(rendererFile) ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>) : Promise.resolve(null);
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
    res.type('html').send(html.replace(MARK, page.head).replace(ROOT, `<div id="root">${page.body}</div>`));
  });

  async function render(req: Request, renderer: Renderer | null) {
    if (!renderer) return { head: '', body: '' };
    const answers: Record<string, unknown> = {};
    const bodies: Record<string, string> = {};
    let rendered = { html: '', missing: [] as string[], parts: [] as string[] };
    for (let pass = 0; pass < RENDER_PASSES; pass++) {
      rendered = await renderer.renderPublicPage(req.originalUrl, answers);
      if (!rendered.missing.length) break;
      await Promise.all(
        rendered.missing.map(async (url) => {
          const body = await readJson(req, url);
          answers[url] = body === null ? null : JSON.parse(body);
          if (body !== null) bodies[url] = body;
        }),
      );
    }
    // Data, not script: the Content-Security-Policy allows no inline script.
    const data = `{${Object.entries(bodies).map(([url, body]) => `${scriptSafe(JSON.stringify(url))}:${scriptSafe(body)}`).join(',')}}`;
    const images = eagerImages(rendered.html).slice(0, PRELOADED_IMAGES).map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${src}">`);
    const preload = `<script type="application/json" id="${PUBLIC_PRELOAD_ELEMENT_ID}" data-parts="${rendered.parts.join(' ')}">${data}</script>`;
    return { head: [...images, preload].join('\n    '), body: rendered.html };
  }
}

/** The images the page marks as its first to paint (`fetchpriority="high"`), fetched before its scripts and styles. */
function eagerImages(html: string) {
  return [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => (tag.includes('fetchpriority="high"') ? (/\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []) : []));
}
