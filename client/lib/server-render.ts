import { createContext, useContext } from 'react';

/**
 * A public page rendered on the server (client/public-ssr.tsx): its URL, the answers it may show
 * (JSON by URL, read through the same pipeline as /api), and the URLs it asked for without an
 * answer yet, which the server reads before rendering again. Null in the browser.
 */
export interface ServerRender {
  url: string;
  entry: (url: string) => { data: unknown } | undefined;
  /** The lazily loaded parts the page rendered (lazy-part.tsx): the browser loads them before hydrating. */
  parts: Set<string>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = () => useContext(ServerRenderContext);

/** A ServerRender over `answers`, recording in `missing` each URL asked that has none. */
export function serverRender(url: string, answers: Record<string, unknown>, missing: Set<string>): ServerRender {
  const entries = new Map<string, { data: unknown }>();
  return {
    url,
    parts: new Set(),
    entry(asked) {
      if (!(asked in answers)) {
        missing.add(asked);
        return undefined;
      }
      // A call that failed on the server is left to the browser (pending here, as before it answers).
      if (answers[asked] === null) return undefined;
      if (!entries.has(asked)) entries.set(asked, { data: answers[asked] });
      return entries.get(asked);
    },
  };
}
