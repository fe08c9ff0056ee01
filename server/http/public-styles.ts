import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_BUILD_MANIFEST } from '../../shared/public-constants.js';

/** The public build's manifest (vite.config.ts): each chunk's file, style sheets and static imports. */
type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; css?: string[]; imports?: string[] }>;

/**
 * The style sheets of the lazily loaded parts a server render holds (client/lib/lazy-part.tsx;
 * a part is named as its module's file, as its chunk is), as `<link>`s for the page's head: the
 * page paints styled before any script runs. The entry's own style sheet is in public.html already.
 */
export function partStyles(clientDir: string) {
  const file = path.join(clientDir, PUBLIC_BUILD_MANIFEST);
  const manifest: Manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
  const entryCss = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  const parts = new Map(Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [])));

  const cssOf = (key: string, found: Set<string>, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const sheet of manifest[key].css ?? []) if (!entryCss.has(sheet)) found.add(sheet);
    for (const imported of manifest[key].imports ?? []) cssOf(imported, found, seen);
  };

  return (names: string[]) => {
    const found = new Set<string>();
    const seen = new Set<string>();
    for (const name of names) {
      const key = parts.get(name);
      if (key) cssOf(key, found, seen);
    }
    return [...found].map((sheet) => `<link rel="stylesheet" href="/${sheet}">`).join('');
  };
}
