/**
 * The server as JavaScript for production (`node dist/server/main.js`): one ESM bundle of our own
 * code with every package left to node_modules (production dependencies only), and each migration
 * compiled beside it, where the bundle's ORM looks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outDir = path.resolve('dist/server');
fs.rmSync(outDir, { recursive: true, force: true });

await build({
  entryPoints: ['server/main.ts'],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});

const migrations = fs.readdirSync('migrations').filter((file) => file.endsWith('.ts'));
await build({
  entryPoints: migrations.map((file) => path.join('migrations', file)),
  outdir: path.join(outDir, 'migrations'),
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
});
console.log(`server built: ${path.relative('.', outDir)}/main.js and ${migrations.length} migrations`);
