import { type InvalidateOptions, type InvalidateQueryFilters, type QueryKey, QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, createWSClient, httpBatchLink, splitLink, TRPCClientError, wsLink } from '@trpc/react-query';
import type { AppRouter } from '../../server/router';
import { SOCKET_CLOSE } from '../../shared/live-stream';
import { liveRetryDelayMs } from '../../shared/service-texts';
import { streamStartLink } from './stream-start-link';

/** The one fetch layer of the SPA: tRPC over HTTP for calls, over a WebSocket for subscriptions. */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcError = TRPCClientError<AppRouter>;

export function isTrpcError(error: unknown): error is TrpcError {
  return error instanceof TRPCClientError;
}

/** Answers the server gave on purpose (4xx) will not change on a retry. */
function isWorthRetrying(failureCount: number, error: unknown) {
  const status = isTrpcError(error) ? error.data?.httpStatus : undefined;
  return failureCount < 2 && (status === undefined || status >= 500);
}

/**
 * React Query answers an invalidation of a query whose first fetch is still in flight with that same
 * fetch, which may have been read before the change that asked for the invalidation (an invitation
 * sent while the members list was still loading would never show). Such a fetch of a query on screen
 * is cancelled first, so the refetch reads after the change (a route loader's fetch is left alone).
 */
class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ) {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.isActive() && query.state.data === undefined && query.state.fetchStatus === 'fetching' && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export const queryClient = new ChangeAwareQueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: isWorthRetrying, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const accessEndedListeners = new Set<() => void>();

/** Calls `listener` when the server ends the live connection because its credential names nobody now; answers how to stop. */
export function onAccessEnded(listener: () => void) {
  accessEndedListeners.add(listener);
  return () => void accessEndedListeners.delete(listener);
}

const wsClient = createWSClient({
  url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/trpc-ws`,
  // Connects only while a subscription is open, and closes soon after the last one ends.
  lazy: { enabled: true, closeMs: 5_000 },
  retryDelayMs: liveRetryDelayMs,
  onClose: (cause) => {
    if (cause?.code === SOCKET_CLOSE.ended.code) accessEndedListeners.forEach((listener) => listener());
  },
});

/** The live connection's state: 'connecting' with an error means it dropped and is being made again. */
export const liveConnectionState = wsClient.connectionState;

export const trpcClient = trpc.createClient({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: [streamStartLink(), wsLink({ client: wsClient })],
      false: httpBatchLink({ url: '/trpc' }),
    }),
  ],
});

/** tRPC helpers bound to the query client, for route loaders and guards outside React. */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
