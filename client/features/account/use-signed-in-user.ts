import { getRouteApi } from '@tanstack/react-router';
import type { UserConfiguration } from '../../../shared/schemas/account';
import { trpc } from '../../lib/trpc';

const signedInRoute = getRouteApi('/_signed-in');

/** The user under the signed-in guard, kept current by the status query after saves. */
export function useSignedInUser(): UserConfiguration {
  const loadedByGuard = signedInRoute.useRouteContext({ select: (context) => context.user });
  const { data: current } = trpc.account.status.useQuery(undefined, { select: (status) => status.user });
  return current ?? loadedByGuard;
}

/** Whether the directory's data is made up (the demo data source), from the same status query. */
export function useDemoData(): boolean {
  return trpc.account.status.useQuery(undefined, { select: (status) => status.demo_data }).data ?? false;
}
