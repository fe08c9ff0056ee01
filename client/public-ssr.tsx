import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { serverRender, ServerRenderContext } from './features/public/fetch/server-render';
import { PublicApp } from './public-app';

/**
 * The public pages rendered on the server (built by `vite build --ssr` into dist/ssr): the page
 * at `url` from the same components the browser then hydrates, with the answers given. Waits for
 * every lazy part, so the HTML holds the whole page. `missing`: the URLs the page asked for that
 * `answers` does not hold; the server reads them and renders again.
 */
export async function renderPublicPage(url: string, answers: Record<string, unknown>) {
  const missing = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRenderContext.Provider value={serverRender(url, answers, missing)}>
        <PublicApp />
      </ServerRenderContext.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, missing: [...missing] };
}
