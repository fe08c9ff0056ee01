import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicApp } from './public-app';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PublicApp />
  </StrictMode>
);
// The server renders the page's HTML (server/http/public-pages.ts); without its renderer built, the page is made here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
