import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express } from 'express';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/absolute-path.js'));

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pitchroom API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body></html>`;

const startScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/** The OpenAPI document and an interactive reference, both served from the package (nothing from a CDN). */
export function serveApiDocs(app: Express, document: () => object) {
  let cached: object | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    cached ??= document();
    res.json(cached);
  });
  const files = express.static(swaggerUiDir, { index: false });
  app.use('/api/docs', function serveDocs(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/') return void res.type('html').send(page);
    // A file, not an inline script: the Content-Security-Policy allows none.
    if (req.path === '/start.js') return void res.type('js').send(startScript);
    files(req, res, next);
  });
}
