import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_LIMIT, AI_TEXT } from '../../../shared/ai-texts';
import type { AiSearchMatch } from '../../../shared/schemas/ai';
import type { DirectorySearchRequest } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';
import { descriptionError } from './campaign-context';
import type { useDirectorySearch } from '../search/use-directory-search';

/** The AI filter's matches as the results table reads a search (one page, nothing more to load). */
export function aiSearch(matches: AiSearchMatch[], loading: boolean): ReturnType<typeof useDirectorySearch> {
  return {
    results: matches,
    total: matches.length,
    totalIsEstimate: false,
    state: loading ? 'pending' : 'idle',
    hasMore: false,
    loadMore: () => {},
    error: null,
  };
}

interface Props {
  request: DirectorySearchRequest;
  /** The matches (null: the AI filter is off); `loading` while it runs. */
  onChange: (matches: AiSearchMatch[] | null, loading: boolean) => void;
  active: boolean;
}

/** Spec §7.5 the AI filter of search: the current filters plus a description; an error or no answer silently stops loading. */
export function AiFilter({ request, onChange, active }: Props) {
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const filter = trpc.ai.advancedFilters.useMutation();
  const invalid = descriptionError(description);
  const run = () => {
    setTouched(true);
    if (invalid) return;
    onChange([], true);
    const { page: _page, limit: _limit, sort_by: _sort, sort_order: _order, ...filters } = request;
    filter.mutate(
      { ...filters, description: description.trim(), limit: AI_LIMIT.advancedFilterLimit },
      { onSuccess: (answer) => onChange(answer.influencers ?? null, false), onError: () => onChange(null, false) },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={AI_TEXT.aiFilter}
        placeholder={AI_TEXT.aiFilterPlaceholder}
        autosize
        minRows={1}
        maxRows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={touched ? invalid : null}
      />
      <Group gap="xs" justify="flex-end">
        {active && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null, false)}>
            {AI_TEXT.aiFilterClear}
          </Button>
        )}
        <Button size="xs" variant="light" leftSection={<IconSparkles size={14} />} onClick={run} loading={filter.isPending}>
          {AI_TEXT.aiFilterRun}
        </Button>
      </Group>
    </Stack>
  );
}
