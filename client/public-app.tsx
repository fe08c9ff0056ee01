import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PUBLIC_LIMIT } from '../shared/public-constants';
import { PUBLIC_MSG } from '../shared/public-texts';
import { PUBLIC_ROUTES } from '../shared/public-urls';
import { NotFoundPage } from './components/not-found-page';
import { openCreatorHere, positiveInt, useLocation } from './features/public/fetch/public-nav';
import { FullPageSkeleton } from './features/public/full-page-skeleton';
import { PublicError } from './features/public/public-error';
import { cssVariablesResolver, theme } from './theme';

// One chunk per page: a brand opening a sheet downloads and runs only the sheet's code.
const SheetRosterViewPage = lazy(() => import('./features/public/sheet-roster-view-page').then((m) => ({ default: m.SheetRosterViewPage })));
const SheetResponsePage = lazy(() => import('./features/public/sheet-response-page').then((m) => ({ default: m.SheetResponsePage })));
const CollectionPage = lazy(() => import('./features/public/collection-page').then((m) => ({ default: m.CollectionPage })));
const PublicProfilePage = lazy(() => import('./features/public/profile/public-profile-page').then((m) => ({ default: m.PublicProfilePage })));
const RosterPage = lazy(() => import('./features/public/roster-page').then((m) => ({ default: m.RosterPage })));

/** The public pages' entry (client/public.html): brands never download the signed-in app. */
export function PublicApp() {
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
      <SheetRosterViewPage key={params[0]} sheetId={params[0]!} page={page} pageSize={PUBLIC_LIMIT.publicSheetPage}
        showAllControl
        influencerId={influencerId} openCreator={openCreatorHere} />
    );
  if ((params = match('response'))) return <SheetResponsePage key={params[0]} sheetId={params[0]!} />;
  if ((params = match('collectionAll'))) return <CollectionPage key={params[0]} collectionId={params[0]!} mode="all" />;
  if ((params = match('collection'))) return <CollectionPage key={params[0]} collectionId={params[0]!} mode="tiles" />;
  if ((params = match('teamProfile')) || (params = match('profile'))) {
    const id = positiveInt(params[0]!);
    if (!id) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
    return <PublicProfilePage key={pathname} influencerId={id} teamId={params[1]} />;
  }
  if ((params = match('talentDetails'))) return <RosterPage key={params[0]} teamId={params[0]!} allowOld={false} influencerId={influencerId} openCreator={openCreatorHere} />;
  if ((params = match('talentRoster'))) return <RosterPage key={params[0]} teamId={params[0]!} allowOld influencerId={influencerId} openCreator={openCreatorHere} />;
  return <NotFoundPage />;
}
