import { Badge, Box, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useId } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_OPTIONS as O, SEARCH_PLATFORM_OPTIONS, SEARCH_TEXT as T } from '../../../shared/search-options';
import { compactNumber } from './format';
import { activeFilterCount, clearedFilters, hasAgeGroup, keywordsAndTags, type SearchState } from './search-params';
import { RangeField } from './range-field';
import { OptionSelect } from './option-select';
import { TagPicker } from '../../components/tag-picker';

interface Props {
  value: SearchState;
  onChange: (next: SearchState) => void;
  /** The team's roster tags: chosen ones filter by tag, anything else typed is a keyword. */
  teamTags: string[];
  /** Below the `sm` breakpoint, hide the panel behind a Filters button (it would fill a phone's first screen). */
  collapseOnPhone?: boolean;
}

const PLATFORM_LABEL: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };
const pct = (n: number) => `${n}%+`;
const ageLabel = (n: number) => String(n);

/**
 * Spec §2.7 filter panel, reused by /search, the sheet editor's advanced mode and its More Filters
 * modal (and Creator Calls' advanced mode). Controlled: the owner keeps the state (the URL on /search).
 */
export function SearchFilterPanel({ value, onChange, teamTags, collapseOnPhone = false }: Props) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const set = (patch: Partial<SearchState>) => onChange({ ...value, ...patch });
  const [name, setName] = useState(value.name ?? '');
  // Clear Filters, Back or a shared URL change the name from outside: the box follows.
  const [shownFor, setShownFor] = useState(value.name);
  if (shownFor !== value.name) {
    setShownFor(value.name);
    setName(value.name ?? '');
  }
  const commitName = useDebouncedCallback((next: string) => set({ name: next || undefined }), O.nameDebounceMs);
  const chosen = [...(value.tags ?? []), ...(value.keywords ?? [])];
  const ageGroupIncomplete =
    (value.audience_age_min !== undefined || value.audience_age_max !== undefined || value.audience_age_share_min !== undefined) && !hasAgeGroup(value);

  const grid = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <TagPicker
        label={T.keywordsOrTags}
        placeholder="fitness, travel…"
        data={teamTags}
        value={chosen}
        onChange={(list) => set(keywordsAndTags(list, teamTags))}
        clearable
      />
      <Select
        label={T.platform}
        allowDeselect={false}
        data={SEARCH_PLATFORM_OPTIONS.map((p) => ({ value: p, label: PLATFORM_LABEL[p] ?? p }))}
        value={value.platform ?? O.defaultPlatform}
        onChange={(p) => set({ platform: p === O.defaultPlatform ? undefined : (p as SearchState['platform']) })}
      />
      <RangeField
        label={T.followers}
        options={O.followers}
        min={value.followers_min}
        max={value.followers_max}
        format={compactNumber}
        onChange={(min, max) => set({ followers_min: min, followers_max: max })}
      />
      <OptionSelect label={T.usAudienceShare} options={O.shares} value={value.us_share_min} format={pct} onChange={(n) => set({ us_share_min: n })} />
      <div>
        <RangeField
          label={T.audienceAgeGroup}
          options={O.audienceAgeMin}
          maxOptions={O.audienceAgeMax}
          min={value.audience_age_min}
          max={value.audience_age_max}
          format={ageLabel}
          onChange={(min, max) => set({ audience_age_min: min, audience_age_max: max })}
        />
        <OptionSelect
          label={T.minimumShare}
          options={O.shares}
          value={value.audience_age_share_min}
          format={pct}
          onChange={(n) => set({ audience_age_share_min: n })}
        />
        {ageGroupIncomplete && (
          <Text size="xs" c="dimmed">
            Choose an age bound and a minimum share
          </Text>
        )}
      </div>
      <Select
        label={T.audienceGender}
        placeholder="Any"
        clearable
        data={O.audienceGenders.map((g) => ({ value: g, label: `${g === 'female' ? 'Female' : 'Male'} (${O.genderSkewMin}%+)` }))}
        value={value.audience_gender ?? null}
        onChange={(g) => set({ audience_gender: (g ?? undefined) as SearchState['audience_gender'] })}
      />
      <OptionSelect label={T.engagementRate} options={O.engagementMin} value={value.engagement_min} format={pct} onChange={(n) => set({ engagement_min: n })} />
      <RangeField
        label={T.averageViews}
        options={O.averageViews}
        min={value.avg_views_min}
        max={value.avg_views_max}
        format={compactNumber}
        onChange={(min, max) => set({ avg_views_min: min, avg_views_max: max })}
      />
      <Select
        label={T.talentGender}
        placeholder="Any"
        clearable
        data={O.talentGenders.map((g) => ({ value: g, label: g === 'female' ? 'Female' : 'Male' }))}
        value={value.talent_gender ?? null}
        onChange={(g) => set({ talent_gender: (g ?? undefined) as SearchState['talent_gender'] })}
      />
      <RangeField
        label={T.talentAge}
        options={O.talentAgeMin}
        maxOptions={O.talentAgeMax}
        min={value.talent_age_min}
        max={value.talent_age_max}
        format={ageLabel}
        lowLabel={T.from}
        highLabel={T.to}
        onChange={(min, max) => set({ talent_age_min: min, talent_age_max: max })}
      />
      <TextInput
        label={T.nameSearch}
        placeholder="Name or handle"
        leftSection={<IconSearch size={16} />}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          commitName(e.currentTarget.value.trim());
        }}
      />
      <Group align="flex-end">
        <Button variant="default" size="sm" onClick={() => onChange(clearedFilters(value))}>
          {T.clearFilters}
        </Button>
      </Group>
    </SimpleGrid>
  );
  if (!collapseOnPhone) return grid;
  const count = activeFilterCount(value);
  // One panel: the button exists only on phones, and the panel's display follows it there (always shown from `sm`).
  return (
    <Stack gap="sm">
      <Button
        hiddenFrom="sm"
        variant="default"
        fullWidth
        justify="space-between"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
      >
        {T.filters}
        {count > 0 && (
          <Badge ml="xs" size="sm" circle aria-label={`${count} set`}>
            {count}
          </Badge>
        )}
      </Button>
      <Box id={panelId} display={{ base: opened ? 'block' : 'none', sm: 'block' }}>
        {grid}
      </Box>
    </Stack>
  );
}
