import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { RosterProfileResponse } from '../../../../shared/schemas/roster/profile';
import { ROSTER_LIMIT, TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { isTrpcError, trpc } from '../../../lib/trpc';
import { showError, showSuccess } from '../../../lib/toasts';
import { TagPicker } from '../../../components/tag-picker';

type Profile = RosterProfileResponse['influencers'][number];

/** Edit Tags: the creator's tags (new ones allowed) and the displayed ones (at most 4, from existing tags). */
export function EditTagsModal({ opened, onClose, profile, onSaved }: { opened: boolean; onClose: () => void; profile: Profile; onSaved: () => void }) {
  const all = trpc.roster.teamTags.useQuery(undefined, { enabled: opened });
  const [tags, setTags] = useState(profile.customisation.tags);
  const [display, setDisplay] = useState(profile.customisation.display_tags);
  const [error, setError] = useState<string | null>(null);
  const saveTags = trpc.roster.saveTags.useMutation();
  const saveDisplay = trpc.roster.saveDisplayTags.useMutation();
  const options = [...new Set([...(all.data?.tags ?? []), ...tags])];
  const save = async () => {
    if (display.length > ROSTER_LIMIT.displayedTagsMax) return setError(TALENT_MSG.displayTagsMax);
    try {
      await saveTags.mutateAsync({ influencer_id: profile.influencer.id, tags });
      await saveDisplay.mutateAsync({ influencer_id: profile.influencer.id, tags: display });
      showSuccess(TALENT_MSG.saved);
      onSaved();
      onClose();
    } catch (e) {
      setError(isTrpcError(e) && e.data?.httpStatus === 400 ? e.message.replace(/^tags: /, '') : TALENT_MSG.somethingWentWrong);
      if (!isTrpcError(e)) showError(TALENT_MSG.somethingWentWrong);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={TALENT_LABEL.editTags}>
      <Stack>
        <TagPicker label="Tags" data={options} value={tags} onChange={setTags} maxLength={ROSTER_LIMIT.tagMaxLength} clearable />
        <MultiSelect
          label="Displayed tags"
          description="Shown on the profile; up to 4. With none chosen, the first 3 tags show."
          data={options}
          value={display}
          onChange={(next) => {
            setDisplay(next);
            setError(next.length > ROSTER_LIMIT.displayedTagsMax ? TALENT_MSG.displayTagsMax : null);
          }}
          error={error}
          searchable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TALENT_LABEL.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saveTags.isPending || saveDisplay.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
