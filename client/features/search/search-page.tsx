import { Card, Container, Group, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { AiSearchMatch } from '../../../shared/schemas/ai';
import { AiFilter, aiSearch } from '../ai/ai-filter';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { sheetsHidden } from '../sheets/sheet-route-guard';
import { AddToSheetMenu } from './add-to-sheet-menu';
import { toSearchRequest, withSuggestedWords, type SearchState } from './search-params';
import { SearchFilterPanel } from './search-filter-panel';
import { ResultCount, SearchResults } from './search-results';
import { useDirectorySearch } from './use-directory-search';
import { useSheetsContaining } from './use-sheets-containing';

const route = getRouteApi('/_signed-in/search');

/** Spec §2.7 /search: the filters live in the URL, so a search can be shared and Back works. */
export function SearchPage() {
  const state = route.useSearch();
  const navigate = route.useNavigate();
  const user = useSignedInUser();
  const canAdd = !sheetsHidden(user);
  const tags = trpc.search.tags.useQuery();
  const request = toSearchRequest(state);
  const directory = useDirectorySearch(request);
  const [ai, setAi] = useState<{ matches: AiSearchMatch[]; loading: boolean } | null>(null);
  const search = ai ? aiSearch(ai.matches, ai.loading) : directory;
  const sheetsOf = useSheetsContaining(search.results, canAdd);
  const explanations = ai ? new Map(ai.matches.map((m) => [m.id, m.explanation])) : undefined;
  const setState = (next: SearchState) => {
    setAi(null);
    void navigate({ search: next });
  };

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Card withBorder radius="md" padding="md">
          <SearchFilterPanel value={state} onChange={setState} teamTags={tags.data?.tags ?? []} collapseOnPhone />
        </Card>
        <Card withBorder radius="md" padding="sm">
          <AiFilter request={request} active={ai !== null} onChange={(matches, loading) => setAi(matches ? { matches, loading } : null)} />
        </Card>
        <Group justify="space-between">
          <ResultCount search={search} />
          {canAdd && <AddToSheetMenu label={T.addAllToSheet} creators={() => search.results} disabled={search.results.length === 0} variant="default" />}
        </Group>
        <Card withBorder radius="md" padding="xs">
          <SearchResults
            state={state}
            search={search}
            onSortChange={(sort) => setState({ ...state, ...sort })}
            onKeywords={(words) => setState(withSuggestedWords(state, words, tags.data?.tags ?? []))}
            renderAdd={(result) => (canAdd ? <AddToSheetMenu label={T.add} creators={() => [result]} onSheets={sheetsOf(result.influencer_id)} /> : null)}
            explanations={explanations}
          />
        </Card>
      </Stack>
    </Container>
  );
}
