import { Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import type { SearchResult } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';
import { toSearchRequest, withSuggestedWords, type SearchState } from './search-params';
import { SearchFilterPanel } from './search-filter-panel';
import { ResultCount, SearchResults } from './search-results';
import { useDirectorySearch } from './use-directory-search';

interface Props {
  state: SearchState;
  onStateChange: (next: SearchState) => void;
  /** Whether a creator (by influencer id) is already on what is being edited. */
  onSheet: (influencerId: number) => boolean;
  onAdd: (results: SearchResult[]) => void;
}

/**
 * The directory search as an editor embeds it (spec §2.5 advanced mode): the filter panel, the
 * results with Add per row and Add All to Sheet. Used by the sheet editor and by Creator Calls'
 * /advanced-creator-call/{id}.
 */
export function AdvancedSearch({ state, onStateChange, onSheet, onAdd }: Props) {
  const tags = trpc.search.tags.useQuery();
  const search = useDirectorySearch(toSearchRequest(state), { talentSheet: true });
  return (
    <Stack gap="sm">
      <SearchFilterPanel value={state} onChange={onStateChange} teamTags={tags.data?.tags ?? []} collapseOnPhone />
      <Group justify="space-between">
        <ResultCount search={search} />
        <Button size="xs" variant="light" disabled={search.results.length === 0} onClick={() => onAdd(search.results)}>
          {T.addAllToSheet}
        </Button>
      </Group>
      <SearchResults
        state={state}
        search={search}
        onSortChange={(sort) => onStateChange({ ...state, ...sort })}
        onKeywords={(words) => onStateChange(withSuggestedWords(state, words, tags.data?.tags ?? []))}
        renderAdd={(result) =>
          onSheet(result.influencer_id) ? (
            <Button size="xs" variant="subtle" leftSection={<IconCheck size={14} />} disabled>
              {T.added}
            </Button>
          ) : (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onAdd([result])}>
              {T.add}
            </Button>
          )
        }
      />
    </Stack>
  );
}
