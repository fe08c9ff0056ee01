import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The brotli and gzip copies the build wrote beside each file (vite.config.ts), sent as the client accepts. */
const precompressed = (dir: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });

/**
 * The built SPA with history fallback: every unknown GET outside the API gets index.html. Hashed
 * assets are immutable for a year; every file goes precompressed when the client accepts it.
 */
export function serveClient(app: Express, clientDir: string) {
  const index = path.join(clientDir, 'index.html');
  app.use('/assets', precompressed(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(precompressed(clientDir, { index: false }));
  app.get(/^(?!\/(api|trpc)(\/|$)).*/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build" (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
