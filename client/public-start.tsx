import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PUBLIC_PRELOAD_ELEMENT_ID } from '../shared/public-urls';
import { preloadParts } from './lib/lazy-part';
import { PublicApp } from './public-app';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PublicApp />
  </StrictMode>
);
// The server renders the page's HTML (server/http/public-pages.ts); its lazily loaded parts are
// loaded before hydrating, so no part waits. Without the renderer built, the page is made here.
if (root.hasChildNodes()) {
  const parts = document.getElementById(PUBLIC_PRELOAD_ELEMENT_ID)?.dataset.parts?.split(' ').filter(Boolean) ?? [];
  await preloadParts(parts);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
