import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/** The built SPA with history fallback: every unknown GET outside the API gets index.html. */
export function serveClient(app: Express, clientDir: string) {
  const index = path.join(clientDir, 'index.html');
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(clientDir, { index: false }));
  app.get(/^(?!\/(api|trpc)(\/|$)).*/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build" (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
