import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServerRender } from '../../../lib/server-render';
import type { PublicCollectionResponse, TeamRosterResponse } from '../../../../shared/schemas/public/public-collection';
import type { PublicProfilePage } from '../../../../shared/schemas/public/public-profile';
import type { PublicSheetResponse } from '../../../../shared/schemas/public/public-sheet';
import { PUBLIC_PRELOAD_ELEMENT_ID, publicSheetUrl } from '../../../../shared/public-urls';

/**
 * The public pages' fetch layer: plain fetch of the documented REST paths (no tRPC or
 * react-query in the brands' bundle). Answers are kept per URL for the page's life, so going
 * back to a sheet shows it at once; an answer the server inlined into the HTML is used first.
 */

/** The contract's error body: { error, code, fields? }. */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type Entry = { data?: unknown; error?: PublicApiError; promise?: Promise<void> };
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let inlined: Record<string, unknown> | undefined;

/** An answer the server inlined into the page as JSON data (by URL). */
function preloaded(url: string): Entry | undefined {
  if (typeof document === 'undefined') return undefined;
  inlined ??= JSON.parse(document.getElementById(PUBLIC_PRELOAD_ELEMENT_ID)?.textContent || '{}') as Record<string, unknown>;
  const data = inlined[url];
  return data === undefined ? undefined : { data };
}

async function readError(response: Response) {
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
  return new PublicApiError(body?.error ?? response.statusText, response.status, body?.code);
}

function load(url: string) {
  const entry: Entry = entries.get(url) ?? preloaded(url) ?? {};
  entries.set(url, entry);
  if (entry.data !== undefined || entry.error || entry.promise) return;
  entry.promise = fetch(url, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw await readError(response);
      entries.set(url, { data: await response.json() });
    })
    .catch((error: unknown) => {
      entries.set(url, { error: error instanceof PublicApiError ? error : new PublicApiError(String(error), 0, undefined) });
    })
    .finally(notify);
}

export type QueryState<T> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: undefined }
  | { isPending: false; isError: true; isSuccess: false; data: undefined; error: PublicApiError }
  | { isPending: false; isError: false; isSuccess: true; data: T; error: undefined };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function stateOf<T>(entry: Entry | undefined): QueryState<T> {
  if (entry?.data !== undefined) return { isPending: false, isError: false, isSuccess: true, data: entry.data as T, error: undefined };
  if (entry?.error) return { isPending: false, isError: true, isSuccess: false, data: undefined, error: entry.error };
  return { isPending: true, isError: false, isSuccess: false, data: undefined, error: undefined };
}

/** GET `url` (null: nothing yet) and re-render when it answers. */
export function usePublicGet<T>(url: string | null): QueryState<T> {
  const server = useServerRender();
  if (url && !server) load(url);
  const current = () => (url ? entries.get(url) : undefined);
  // On the server the page's answers come from its render; while hydrating, from the inlined ones.
  return stateOf<T>(useSyncExternalStore(subscribe, current, server ? () => (url ? server.entry(url) : undefined) : current));
}

/** GET several URLs at once: one state per URL, in order, re-rendering as each answers. */
export function usePublicGets<T>(urls: string[]): QueryState<T>[] {
  const server = useServerRender();
  const entryOf = (url: string) => (server ? server.entry(url) : entries.get(url));
  if (!server) urls.forEach(load);
  const shape = () =>
    urls
      .map((url) => stateOf(entryOf(url)))
      .map((state) => (state.isSuccess ? 'd' : state.isError ? 'e' : 'p'))
      .join();
  useSyncExternalStore(subscribe, shape, shape);
  return urls.map((url) => stateOf<T>(entryOf(url)));
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
};

/** The URLs of the public GET calls (spec §7.3), also used by the server to inline answers. */
export const publicUrl = {
  sheet: publicSheetUrl,
  sheetProfile: (sheetId: string, influencerId: number) => `/api/public/talent-sheet-profile?${query({ salesheet_id: sheetId, influencer_id: influencerId })}`,
  profile: (influencerId: number) => `/api/public/profile/${influencerId}`,
  teamProfile: (influencerId: number, teamId: string) => `/api/public/profile/${influencerId}/team/${encodeURIComponent(teamId)}`,
  collection: (id: string, page: number) => `/api/public/collections/${encodeURIComponent(id)}?${query({ page })}`,
  roster: (teamId: string) => `/api/team/roster/${encodeURIComponent(teamId)}`,
  status: '/api/status',
};

export const useSheet = (id: string, page: number, limit: number) => usePublicGet<PublicSheetResponse>(publicUrl.sheet(id, page, limit));
export const useCollection = (id: string, page: number, enabled = true) =>
  usePublicGet<PublicCollectionResponse>(enabled ? publicUrl.collection(id, page) : null);
export const useRoster = (teamId: string) => usePublicGet<TeamRosterResponse>(publicUrl.roster(teamId));
export const useProfile = (url: string | null) => usePublicGet<PublicProfilePage>(url);

/** POST a JSON body to a public call; rejects with PublicApiError. */
export async function publicPost<T = { success: boolean }>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

/** A POST with pending and error state, for forms. */
export function usePublicPost<I, T = { success: boolean }>(path: string) {
  const [state, setState] = useState<{ isPending: boolean; error: PublicApiError | null }>({ isPending: false, error: null });
  const [mounted] = useState(() => ({ current: true }));
  useEffect(() => () => void (mounted.current = false), [mounted]);
  const mutate = (input: I, options?: { onSuccess?: (answer: T) => void }) => {
    setState({ isPending: true, error: null });
    publicPost<T>(path, input).then(
      (answer) => {
        if (mounted.current) setState({ isPending: false, error: null });
        options?.onSuccess?.(answer);
      },
      (error: unknown) => {
        if (mounted.current) setState({ isPending: false, error: error instanceof PublicApiError ? error : new PublicApiError(String(error), 0, undefined) });
      },
    );
  };
  return { mutate, ...state };
}
