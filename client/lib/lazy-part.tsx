import { type ComponentType, createElement, lazy, useState } from 'react';
import { useServerRender } from './server-render';

const preloads = new Map<string, () => Promise<void>>();

/**
 * React's `lazy` for a part a server-rendered page may hold. The server notes each part it
 * renders; the browser loads those before hydrating (`preloadParts`), so hydration never waits on
 * a chunk: a tap on a part still waiting for its code would be lost. Elsewhere it is plain `lazy`.
 * `name` is the loaded module's file name, which is its chunk's name: the server links that
 * chunk's style sheets into the page's head by it (server/http/public-styles.ts).
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: (loaded ??= await load()) }));
  preloads.set(name, async () => {
    loaded ??= await load();
  });
  return function Part(props: P) {
    useServerRender()?.parts.add(name);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
}

/** Loads the named parts (those the server rendered into this page). */
export const preloadParts = (names: string[]) => Promise.all(names.map((name) => preloads.get(name)?.()));
