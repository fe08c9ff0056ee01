import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { serverRender, ServerRenderContext } from './lib/server-render';
import { PublicApp } from './public-app';

/**
 * The public pages rendered on the server (built by `vite build --ssr` into dist/ssr): the page
 * at `url` from the same components the browser then hydrates, with the answers given. Waits for
 * every lazy part, so the HTML holds the whole page. `missing`: the URLs the page asked for that
 * `answers` does not hold; the server reads them and renders again. `parts`: the lazily loaded
 * parts it holds (lib/lazy-part.tsx).
 */
export async function renderPublicPage(url: string, answers: Record<string, unknown>) {
  const missing = new Set<string>();
  const render = serverRender(url, answers, missing);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRenderContext.Provider value={render}>
        <PublicApp />
      </ServerRenderContext.Provider>
    </StrictMode>,
    // React sends a boundary after the page (with an inline script to move it) once the page passes
    // this size, to show its fallback sooner; a page rendered whole has nothing to show sooner.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, missing: [...missing], parts: [...render.parts] };
}
