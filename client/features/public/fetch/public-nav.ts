import { type MouseEvent, useSyncExternalStore } from 'react';
import { useServerRender } from '../../../lib/server-render';

/**
 * Navigation of the public pages' own entry: the History API and one event, instead of the
 * signed-in app's router. Every /public/* page is served by the same HTML, so in-app links
 * change the URL and re-render without a reload.
 */
const CHANGE = 'public:navigate';

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
};

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query; re-renders on navigation. */
export function useLocation() {
  const server = useServerRender();
  const href = useSyncExternalStore(subscribe, snapshot, server ? () => server.url : snapshot);
  const url = new URL(href, 'http://page');
  return { pathname: url.pathname, search: url.searchParams };
}

export function navigate(to: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
}

/** The current URL with `key` set (or removed when undefined). */
export function withSearch(key: string, value: string | number | undefined) {
  const url = new URL(window.location.href);
  if (value === undefined) url.searchParams.delete(key);
  else url.searchParams.set(key, String(value));
  return url.pathname + url.search;
}

/** Opens a creator on the current page (?influencer_id=) and scrolls to the top. */
export function openCreatorHere(influencerId: number | undefined) {
  navigate(withSearch('influencer_id', influencerId));
  window.scrollTo({ top: 0 });
}

/** onClick for an <a href> inside the public pages: same-tab plain clicks stay in the app. */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
  window.scrollTo({ top: 0 });
}

/** A positive whole number from the query, else undefined (like the signed-in app's search schema). */
export function positiveInt(value: string | null) {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}
