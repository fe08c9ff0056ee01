import { Button, Group, Stack, Text } from '@mantine/core';
import { PLATFORM_NAME } from '../../../shared/figure-format';
import { SEARCH_OPTIONS as O, SEARCH_TEXT as T } from '../../../shared/search-options';
import { trpc } from '../../lib/trpc';
import type { SearchState } from './search-params';

/**
 * The empty state (spec: "No Matching Results…"). When keywords were part of the search it says
 * what was searched and offers the closest tags, each a click away from a new search.
 */
export function NoResults({ state, onKeywords }: { state: SearchState; onKeywords: (keywords: string[]) => void }) {
  const keywords = state.keywords ?? [];
  const closest = trpc.search.closestTags.useQuery({ keywords }, { enabled: keywords.length > 0 });
  return (
    <Stack align="center" gap="xs" p="xl" data-testid="no-results">
      {keywords.length > 0 && (
        <Text fw={600} ta="center">
          {T.searchedFor(keywords, PLATFORM_NAME[state.platform ?? O.defaultPlatform] ?? '')}
        </Text>
      )}
      <Text c="dimmed" ta="center">
        {T.noResults}
      </Text>
      {closest.data &&
        (closest.data.tags.length > 0 ? (
          <Group gap="xs" justify="center">
            <Text size="sm">{T.closestTags}</Text>
            {closest.data.tags.map((tag) => (
              <Button key={tag} size="compact-sm" variant="light" onClick={() => onKeywords([tag])}>
                {tag}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {T.noCloseTags}
          </Text>
        ))}
    </Stack>
  );
}
