import { Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import type { SearchResult } from '../../../shared/schemas/search';
import { NoResults } from './no-results';
import { hasAgeGroup, nextSort, type SearchState } from './search-params';
import { SearchResultsTable } from './search-results-table';
import type { useDirectorySearch } from './use-directory-search';

interface Props {
  state: SearchState;
  search: ReturnType<typeof useDirectorySearch>;
  onSortChange: (sort: Pick<SearchState, 'sort_by' | 'sort_order'>) => void;
  /** A suggested tag in place of keywords that found nothing. */
  onKeywords: (keywords: string[]) => void;
  renderAdd: (result: SearchResult) => ReactNode;
  explanations?: Map<number, string>;
}

/** The results with the spec's loading states (§4): skeletons while pending, more rows on scroll, the empty state. */
export function SearchResults({ state, search, onSortChange, onKeywords, renderAdd, explanations }: Props) {
  if (search.state === 'pending') {
    return (
      <Stack gap="sm" role="status" aria-busy aria-label={T.loading}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  }
  if (search.error) return <Text c="red">{search.error.message}</Text>;
  if (search.results.length === 0) return <NoResults state={state} onKeywords={onKeywords} />;
  const ageColumn = hasAgeGroup(state) ? `Audience ${state.audience_age_min ?? 13} - ${state.audience_age_max ?? '65+'}` : null;
  return (
    <Stack gap="xs">
      <SearchResultsTable
        results={search.results}
        sortBy={state.sort_by ?? 'followers'}
        sortOrder={state.sort_order ?? 'desc'}
        onSort={(column) => onSortChange(nextSort(state, column))}
        ageColumn={ageColumn}
        renderAdd={renderAdd}
        explanations={explanations}
        onNearEnd={search.loadMore}
      />
      {search.state === 'appending' && (
        <Center>
          <Loader size="sm" aria-label={T.loading} />
        </Center>
      )}
    </Stack>
  );
}

export function ResultCount({ search }: { search: ReturnType<typeof useDirectorySearch> }) {
  if (search.state === 'pending') return null;
  return (
    <Text size="sm" c="dimmed" data-testid="search-total">
      {T.results(search.total, search.totalIsEstimate)}
    </Text>
  );
}
