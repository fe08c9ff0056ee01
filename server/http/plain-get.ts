import type { IncomingMessage } from 'node:http';

/**
 * A GET without a Bearer key, as the answers served ahead of Express take them: its path and
 * query. Null for anything else, and for a repeated parameter (the router's to judge: its schemas
 * refuse lists).
 */
export function plainGet(req: IncomingMessage): { path: string; query: URLSearchParams } | null {
  if (req.method !== 'GET' || req.headers.authorization) return null;
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  if (new Set(query.keys()).size !== [...query.keys()].length) return null;
  return { path: at < 0 ? url : url.slice(0, at), query };
}
