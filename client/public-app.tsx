import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { PUBLIC_LIMIT } from '../shared/public-constants';
import { PUBLIC_MSG } from '../shared/public-texts';
import { PUBLIC_ROUTES } from '../shared/public-urls';
import { NotFoundPage } from './components/not-found-page';
import { openCreatorHere, positiveInt, useLocation } from './features/public/fetch/public-nav';
import { FullPageSkeleton } from './features/public/full-page-skeleton';
import { PublicError } from './features/public/public-error';
import { cssVariablesResolver, theme } from './theme';
import { lazyPart } from './lib/lazy-part';

// One chunk per page: a brand opening a sheet downloads and runs only the sheet's code.
const SheetRosterViewPage = lazyPart('sheet-roster-view-page', () => import('./features/public/sheet-roster-view-page').then((m) => m.SheetRosterViewPage));
const SheetResponsePage = lazyPart('sheet-response-page', () => import('./features/public/sheet-response-page').then((m) => m.SheetResponsePage));
const CollectionPage = lazyPart('collection-page', () => import('./features/public/collection-page').then((m) => m.CollectionPage));
const PublicProfilePage = lazyPart('public-profile-page', () => import('./features/public/profile/public-profile-page').then((m) => m.PublicProfilePage));
const RosterPage = lazyPart('roster-page', () => import('./features/public/roster-page').then((m) => m.RosterPage));

/** The public pages' entry (client/public.html): brands never download the signed-in app. */
export function PublicApp() {
  // Set once the page answers taps (after hydrating a server-rendered page): the e2e tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={<FullPageSkeleton />}>
        <PublicRoutes />
      </Suspense>
    </MantineProvider>
  );
}

const route = (pattern: string) => new RegExp(`^${pattern.replaceAll(/:[A-Za-z]+/g, '([^/]+)')}/?$`);
const ROUTES = Object.fromEntries(Object.entries(PUBLIC_ROUTES).map(([name, pattern]) => [name, route(pattern)])) as Record<keyof typeof PUBLIC_ROUTES, RegExp>;

function PublicRoutes() {
  const { pathname, search } = useLocation();
  const match = (name: keyof typeof ROUTES) => ROUTES[name].exec(pathname)?.slice(1).map(decodeURIComponent);
  const page = positiveInt(search.get('page')) ?? 1;
  const influencerId = positiveInt(search.get('influencer_id'));
  let params: string[] | undefined;

  if ((params = match('rosterView')))
    return <SheetRosterViewPage key={params[0]} sheetId={params[0]!} page={page} influencerId={influencerId} openCreator={openCreatorHere} />;
  if ((params = match('singlePage')))
    return (
      <SheetRosterViewPage
        key={params[0]}
        sheetId={params[0]!}
        page={page}
        pageSize={PUBLIC_LIMIT.publicSheetPage}
        showAllControl
        layout="row"
        influencerId={influencerId}
        openCreator={openCreatorHere}
      />
    );
  if ((params = match('response'))) return <SheetResponsePage key={params[0]} sheetId={params[0]!} />;
  if ((params = match('collectionAll'))) return <CollectionPage key={params[0]} collectionId={params[0]!} mode="all" />;
  if ((params = match('collection'))) return <CollectionPage key={params[0]} collectionId={params[0]!} mode="tiles" />;
  if ((params = match('teamProfile')) || (params = match('profile'))) {
    const id = positiveInt(params[0]!);
    if (!id) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
    return <PublicProfilePage key={pathname} influencerId={id} teamId={params[1]} />;
  }
  if ((params = match('talentDetails')))
    return <RosterPage key={params[0]} teamId={params[0]!} allowOld={false} influencerId={influencerId} openCreator={openCreatorHere} />;
  if ((params = match('talentRoster')))
    return <RosterPage key={params[0]} teamId={params[0]!} allowOld influencerId={influencerId} openCreator={openCreatorHere} />;
  return <NotFoundPage />;
}
