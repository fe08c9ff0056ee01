import { useInfiniteQuery } from '@tanstack/react-query';
import type { DirectorySearchRequest, DirectorySearchResponse } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';

/**
 * The directory search as pages of 300 (spec §9), each asked with the previous answer's
 * `nextPage`. A new query starts from page 1 with no results shown (spec §4: pending clears);
 * further pages append.
 */
export function useDirectorySearch(request: DirectorySearchRequest, options: { talentSheet?: boolean; enabled?: boolean } = {}) {
  const utils = trpc.useUtils();
  const input = { ...request, talent_sheet: options.talentSheet || undefined };
  const query = useInfiniteQuery({
    queryKey: ['directory-search', input],
    queryFn: ({ pageParam }) => utils.client.search.directory.query({ ...input, page: pageParam }),
    initialPageParam: '1',
    getNextPageParam: (last: DirectorySearchResponse) => last.nextPage ?? undefined,
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
  const first = query.data?.pages[0];
  return {
    results: query.data?.pages.flatMap((p) => p.results) ?? [],
    total: first?.query_info.total ?? 0,
    totalIsEstimate: first?.query_info.total_is_estimate ?? false,
    /** Spec §4 search loading states. */
    state: query.isPending ? 'pending' : query.isFetchingNextPage ? 'appending' : 'idle',
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    error: query.error,
  } as const;
}
