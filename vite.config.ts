import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: fromHere('./client'),
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
  ],
  build: {
    outDir: fromHere('./dist/client'),
    emptyOutDir: true,
    // Two entries: the signed-in app, and the light public pages brands open (no router, tRPC or react-query).
    rollupOptions: { input: { main: fromHere('./client/index.html'), public: fromHere('./client/public.html') } },
  },
  server: {
    // '/trpc-ws' before '/trpc': the first matching prefix wins.
    proxy: {
      '/trpc-ws': { target: server, ws: true },
      '/trpc': server,
      '/api': server,
    },
  },
});
