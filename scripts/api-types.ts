/**
 * npm run api:types — writes examples/typed-client/pitchroom-api.d.ts, the TypeScript types of the
 * OpenAPI document (openapi-typescript), which the typed-client example uses with openapi-fetch.
 * tests/integrators checks that the committed file is what the served document gives.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const API_TYPES_FILE = fileURLToPath(new URL('../examples/typed-client/pitchroom-api.d.ts', import.meta.url));

const HEADER = '// Generated from the OpenAPI document by `npm run api:types` (openapi-typescript); do not edit.\n\n';

export async function apiTypes(document: object) {
  return HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { openApiDocument } = await import('../server/router.js');
  fs.writeFileSync(API_TYPES_FILE, await apiTypes(openApiDocument()));
  console.log(`wrote ${API_TYPES_FILE}`);
  process.exit(0);
}
