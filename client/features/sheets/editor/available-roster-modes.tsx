import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { SEARCH_TEXT as T } from '../../../../shared/search-options';
import type { RosterInfluencer } from '../../../../shared/schemas/roster';
import type { SearchResult } from '../../../../shared/schemas/search';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { AdvancedSearch } from '../../search/advanced-search';
import type { SearchState } from '../../search/search-params';
import { SearchFilterPanel } from '../../search/search-filter-panel';
import { trpc } from '../../../lib/trpc';
import { AvailableRoster } from './available-roster';
import { AssistantModal } from '../../ai/assistant-modal';

/** A search result as the editor's list holds a creator. */
const toCreator = (r: SearchResult): RosterInfluencer => ({
  id: r.influencer_id,
  fullname: r.fullname,
  picture_url: r.picture_url,
  followers: r.followers,
  socials: [{ platform: r.platform, handle: r.handle, followers: r.followers, profile_url: r.profile_url, primary: true }],
  tags: [],
});

interface Props {
  onSheet: (id: number) => boolean;
  onAdd: (creators: RosterInfluencer[]) => void;
  /** The creators on the sheet (the Assistant leaves them out). */
  sheetIds?: number[];
  /** /advanced-edit-filters/{id}: advanced mode with its filters in the URL. */
  advanced?: { state: SearchState; onChange: (next: SearchState) => void };
}

/**
 * Spec §2.5 available roster: basic mode (the team's roster) or advanced mode (directory search),
 * toggled by Show/Hide Advanced Filters. Memoized: a reorder or a note on the sheet leaves it be.
 */
export const AvailableRosterModes = memo(function AvailableRosterModes({ onSheet, onAdd, advanced, sheetIds = [] }: Props) {
  const [showAdvanced, setShowAdvanced] = useState(Boolean(advanced));
  const [localState, setLocalState] = useState<SearchState>({});
  const [modalOpen, modal] = useDisclosure(false);
  const [draft, setDraft] = useState<SearchState>({});
  const tags = trpc.search.tags.useQuery(undefined, { enabled: modalOpen });
  const state = advanced?.state ?? localState;
  const setState = advanced?.onChange ?? setLocalState;

  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="xs">
        <AssistantModal sheetIds={sheetIds} onSheet={onSheet} onAdd={onAdd} />
        {!showAdvanced && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconAdjustmentsHorizontal size={14} />}
            onClick={() => {
              setDraft(state);
              modal.open();
            }}
          >
            {T.moreFilters}
          </Button>
        )}
        <Button variant="subtle" size="xs" onClick={() => setShowAdvanced((v) => !v)}>
          {showAdvanced ? T.hideAdvanced : T.showAdvanced}
        </Button>
      </Group>
      {showAdvanced ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {L.availableRoster}
          </Title>
          <AdvancedSearch state={state} onStateChange={setState} onSheet={onSheet} onAdd={(results) => onAdd(results.map(toCreator))} />
        </Stack>
      ) : (
        <AvailableRoster onSheet={onSheet} onAdd={onAdd} />
      )}
      <Modal opened={modalOpen} onClose={modal.close} title={T.moreFilters} size="xl">
        <Stack>
          <SearchFilterPanel value={draft} onChange={setDraft} teamTags={tags.data?.tags ?? []} />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setState(draft);
                setShowAdvanced(true);
                modal.close();
              }}
            >
              {T.applyFilters}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
});
