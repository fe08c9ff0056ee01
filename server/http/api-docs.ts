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

/** The OpenAPI document and an interactive reference, both served from the package (nothing from a CDN). */
export function serveApiDocs(app: Express, document: () => object) {
  let cached: object | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    cached ??= document();
    res.json(cached);
  });
  app.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.type('html').send(page);
  });
  // A file, not an inline script: the Content-Security-Policy allows none.
  app.get('/api/docs/start.js', (_req, res) => {
    res.type('js').send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`);
  });
  app.use('/api/docs', express.static(swaggerUiDir, { index: false }));
}
