import { Avatar, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { AI_LIMIT, AI_TEXT } from '../../../shared/ai-texts';
import { DURATION } from '../../../shared/limits';
import type { RosterInfluencer } from '../../../shared/schemas/roster';
import { trpc } from '../../lib/trpc';
import { showSuccess } from '../../lib/toasts';
import { TagSuggestionList } from './tag-suggestion-list';

/** Spec §2.2, §2.7 /tagging-assistant: pick a creator of the roster, see suggested tags with their evidence, apply the ticked ones. */
export function TaggingAssistantPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DURATION.sheetEditorNameFilter);
  const [picked, setPicked] = useState<RosterInfluencer | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const utils = trpc.useUtils();
  const roster = trpc.roster.list.useQuery(
    { limit: 40, sort_field: 'name', sort_direction: 'asc', name_filter: debounced.length > 2 && debounced !== picked?.fullname ? debounced : undefined },
    { placeholderData: keepPreviousData },
  );
  const suggestions = trpc.ai.tagHelper.useMutation();
  const saveTags = trpc.roster.saveTags.useMutation();
  const options = [...(picked ? [picked] : []), ...(roster.data?.influencers ?? []).filter((c) => c.id !== picked?.id)];

  const apply = async () => {
    if (!picked) return;
    const answer = await saveTags.mutateAsync({ influencer_id: picked.id, tags: [...picked.tags, ...ticked] });
    setPicked({ ...picked, tags: answer.tags });
    setTicked([]);
    showSuccess(AI_TEXT.tagsApplied);
    suggestions.mutate({ influencer_id: picked.id, description: custom.trim() || undefined });
    await utils.roster.invalidate();
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{AI_TEXT.taggingTitle}</Title>
        <Text c="dimmed">{AI_TEXT.taggingIntro}</Text>
      </Stack>
      <Select
        label={AI_TEXT.pickCreator}
        placeholder={AI_TEXT.pickCreatorPlaceholder}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options.map((c) => ({ value: String(c.id), label: c.fullname }))}
        value={picked ? String(picked.id) : null}
        onChange={(value) => {
          const creator = options.find((c) => String(c.id) === value) ?? null;
          setPicked(creator);
          setTicked([]);
          suggestions.reset();
          if (creator) suggestions.mutate({ influencer_id: creator.id });
        }}
        nothingFoundMessage={roster.isFetching ? '…' : AI_TEXT.noRoster}
        clearable
      />
      {picked ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={picked.picture_url} alt="" name={picked.fullname} color="brand" radius="xl" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {picked.fullname}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {picked.tags.length ? picked.tags.join(', ') : '—'}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Textarea
                label={AI_TEXT.customText}
                placeholder={AI_TEXT.customTextPlaceholder}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={AI_LIMIT.descriptionMaxLength}
                value={custom}
                onChange={(e) => setCustom(e.currentTarget.value)}
                style={{ flex: '1 1 240px' }}
              />
              <Button variant="default" onClick={() => suggestions.mutate({ influencer_id: picked.id, description: custom.trim() || undefined })}>
                {AI_TEXT.suggestAgain}
              </Button>
            </Group>
            <TagSuggestionList
              state={suggestions.isError ? 'error' : suggestions.isPending || !suggestions.data ? 'loading' : 'idle'}
              tags={suggestions.data?.tags ?? []}
              ticked={ticked}
              onTick={setTicked}
              onApply={() => void apply()}
              applying={saveTags.isPending}
            />
          </Stack>
        </Card>
      ) : (
        <Text c="dimmed" data-testid="tagging-new">
          {roster.data && roster.data.total_influencers === 0 && !debounced ? AI_TEXT.noRoster : AI_TEXT.newState}
        </Text>
      )}
    </Stack>
  );
}
