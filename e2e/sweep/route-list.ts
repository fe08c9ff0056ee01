import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES } from '../../shared/public-urls.js';

const routeTreeFile = path.resolve(import.meta.dirname, '../../client/routeTree.gen.ts');

export interface SweepRoute {
  /** The route as declared, e.g. `/talent-sheet/$talentSheetId` or `/public/profile/:influencerId`. */
  pattern: string;
  signedIn: boolean;
}

/**
 * Every route of the SPA, read from the router's generated route tree (so a screen added later is
 * swept without touching this file), and every page of the public app.
 */
export function sweepRoutes(): SweepRoute[] {
  const tree = fs.readFileSync(routeTreeFile, 'utf8');
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(tree)?.[1];
  if (!block) throw new Error(`No FileRoutesById in ${routeTreeFile}: has the route tree's format changed?`);
  const ids = [...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1]!);
  const spa = ids
    .filter((id) => id !== '/_signed-in')
    .map((id) => ({ pattern: id.replace(/^\/_signed-in/, '') || '/', signedIn: id.startsWith('/_signed-in/') }));
  const publicPages = Object.values(PUBLIC_ROUTES).map((pattern) => ({ pattern, signedIn: false }));
  return [...spa, ...publicPages];
}

/** The address to open for a route: each `$name` / `:name` filled from `samples`; an unknown name fails with what to add. */
export function addressOf(route: SweepRoute, samples: (name: string, pattern: string) => string | undefined): string {
  return route.pattern.replace(/[$:]([A-Za-z]*)/g, (_, name: string) => {
    if (!name) return 'no-such-page';
    const value = samples(name, route.pattern);
    if (value === undefined) throw new Error(`The sweep has no sample for "${name}" in ${route.pattern}: add one to e2e/sweep/samples.ts`);
    return encodeURIComponent(value);
  });
}
