import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import { PUBLIC_BUILD_MANIFEST } from './shared/public-constants';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const server = 'http://localhost:3000';

/** In development, /public/* pages get the public entry, as the server does in production. */
const publicPagesInDev: Plugin = {
  name: 'public-pages-entry',
  configureServer(dev) {
    dev.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/public/')) req.url = '/public.html';
      next();
    });
  },
};

/** Text files of the build at least this big get a brotli and a gzip copy beside them. */
const PRECOMPRESS_MIN_BYTES = 1024;
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Every compressible file of the build is compressed once, at build time, at the highest settings
 * (brotli 11, gzip 9): the server sends those bytes as they are (server/http/static.ts). The public
 * pages' build writes beside the signed-in app's: files that have their copies already are skipped.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    const outDir = fromHere('./dist/client');
    for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      // Dot folders (the public build's manifest) are read by the server, never sent.
      if (!entry.isFile() || !PRECOMPRESSED.test(entry.name) || fs.existsSync(`${file}.br`) || path.relative(outDir, file).startsWith('.')) continue;
      const bytes = fs.readFileSync(file);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    }
  },
};

/** What a brand's phone may download for one public page (the entry, the code it starts and the page's chunk, with what they import), gzip. */
const PUBLIC_BUDGET_KB = { js: 190, css: 22 } as const;

/**
 * Fails the build when a public page's JavaScript or CSS grows past the budget: the entry, the
 * code it starts (public-start) and the page's chunk, with their static imports, as the browser
 * loads them for that page.
 */
const publicBudget: Plugin = {
  name: 'public-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.values(bundle);
    const chunks = new Map(files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const gzipKb = (text: string | Uint8Array) => zlib.gzipSync(text, { level: 9 }).length / 1024;
    const cssKb = new Map(
      files
        .filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((asset) => [asset.fileName, gzipKb(asset.source)]),
    );
    const graph = (start: string, seen = new Set<string>()) => {
      if (!seen.has(start)) {
        seen.add(start);
        for (const next of chunks.get(start)?.imports ?? []) graph(next, seen);
      }
      return seen;
    };
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'public');
    const start = entry?.dynamicImports.map((file) => chunks.get(file)).find((chunk) => chunk?.name === 'public-start');
    if (!entry || !start) return this.error('public-budget: no public entry (with its public-start chunk) in the bundle');
    for (const page of start.dynamicImports.filter((file) => chunks.get(file)?.name.endsWith('-page'))) {
      const loaded = graph(page, graph(start.fileName, graph(entry.fileName)));
      const js = [...loaded].reduce((sum, file) => sum + gzipKb(chunks.get(file)!.code), 0);
      const css = [...new Set([...loaded].flatMap((file) => [...(chunks.get(file)!.viteMetadata?.importedCss ?? [])]))].reduce(
        (sum, file) => sum + (cssKb.get(file) ?? 0),
        0,
      );
      const name = chunks.get(page)!.name;
      if (js > PUBLIC_BUDGET_KB.js || css > PUBLIC_BUDGET_KB.css)
        this.error(
          `public-budget: ${name} loads ${js.toFixed(1)} KB of JavaScript and ${css.toFixed(1)} KB of CSS (gzip); the budget is ${PUBLIC_BUDGET_KB.js} and ${PUBLIC_BUDGET_KB.css}`,
        );
      this.info(`${name}: ${js.toFixed(1)} KB JavaScript, ${css.toFixed(1)} KB CSS (gzip)`);
    }
  },
};

/** Libraries every public page runs: one chunk of them instead of dozens of small shared ones (their styles stay with the entry's). */
const PUBLIC_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@mantine[\\/](core|hooks)|@tabler[\\/]icons-react)[\\/]/;

/**
 * Three builds (`npm run build`): the signed-in app; the public pages (`--mode public`), built on
 * their own so their chunks are cut for them alone; and the public pages' server renderer (`--ssr`).
 */
export default defineConfig(({ isSsrBuild, mode }): UserConfig => ({
  root: fromHere('./client'),
  // The server renderer needs none of the files copied as they are (favicon, robots.txt).
  publicDir: isSsrBuild ? false : undefined,
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./client/routes'),
      generatedRouteTree: fromHere('./client/routeTree.gen.ts'),
    }),
    react(),
    publicPagesInDev,
    ...(isSsrBuild ? [] : mode === 'public' ? [precompress, publicBudget] : [precompress]),
  ],
  build: isSsrBuild
    ? // The public pages' server renderer, imported by server/http/public-pages.ts.
      { ssr: fromHere('./client/public-ssr.tsx'), outDir: fromHere('./dist/ssr'), emptyOutDir: true }
    : mode === 'public'
      ? {
          // Beside the signed-in app's files, built first.
          outDir: fromHere('./dist/client'),
          emptyOutDir: false,
          rolldownOptions: {
            input: { public: fromHere('./client/public.html') },
            output: { codeSplitting: { groups: [{ name: 'public-libraries', test: (id: string) => PUBLIC_LIBRARIES.test(id) && !id.endsWith('.css') }] } },
          },
          // The pages arrive rendered (server/http/public-pages.ts): their scripts only hydrate, so the
          // HTML does not preload them ahead of what paints first (the style sheet, the first portraits).
          modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) => (hostType === 'html' ? [] : deps) },
          // Which style sheets each chunk needs: the server links those of the parts it rendered (server/http/public-styles.ts).
          manifest: PUBLIC_BUILD_MANIFEST,
        }
      : {
          outDir: fromHere('./dist/client'),
          emptyOutDir: true,
          rolldownOptions: { input: { main: fromHere('./client/index.html') } },
        },
  server: {
    // '/trpc-ws' before '/trpc': the first matching prefix wins.
    proxy: {
      '/trpc-ws': { target: server, ws: true },
      '/trpc': server,
      '/api': server,
    },
  },
}));
