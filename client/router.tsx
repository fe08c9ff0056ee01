import { createRouter } from '@tanstack/react-router';
import { FullPageLoader } from './components/full-page-loader';
import { GenericErrorPage } from './components/generic-error-page';
import { queryClient, trpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpcUtils },
  defaultPreload: 'intent',
  // The query cache decides freshness, so the router does not keep its own copy.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: FullPageLoader,
  // A page that fails to render (routes with their own error page keep it).
  defaultErrorComponent: GenericErrorPage,
  defaultPendingMs: 200,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
