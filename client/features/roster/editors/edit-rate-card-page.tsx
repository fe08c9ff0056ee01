import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { RateCardRow } from '../../../../shared/schemas/roster-extras';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { TalentEditorFrame } from './talent-editor-frame';

type EditedRow = { platform: RateCardRow['platform'] | ''; description: string; rate: string };
const PLATFORMS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'other', label: 'Other' },
];
const emptyRow = (): EditedRow => ({ platform: '', description: '', rate: '' });

/** Rate card editor: rows of platform, description and rate, all required; an all-empty card removes it. */
export function EditRateCardPage({ influencerId }: { influencerId: number }) {
  return (
    <TalentEditorFrame influencerId={influencerId} title={TALENT_LABEL.rates}>
      {(profile, { refresh }) => <RateCardEditor influencerId={influencerId} initial={profile.customisation.rate_card ?? []} refresh={refresh} />}
    </TalentEditorFrame>
  );
}

function RateCardEditor({ influencerId, initial, refresh }: { influencerId: number; initial: RateCardRow[]; refresh: () => void }) {
  const [rows, setRows] = useState<EditedRow[]>(initial.length ? initial : [emptyRow()]);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.roster.saveRateCard.useMutation({
    onSuccess: () => {
      showSuccess(TALENT_MSG.saved);
      refresh();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  const change = (index: number, patch: Partial<EditedRow>) => setRows((now) => now.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = () => {
    const filled = rows.filter((r) => r.platform || r.description.trim() || r.rate.trim());
    if (filled.some((r) => !r.platform || !r.description.trim() || !r.rate.trim())) return setError(TALENT_MSG.rateCardRowIncomplete);
    setError(null);
    save.mutate({ influencer_id: influencerId, rate_card: filled });
  };
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" wrap="wrap" data-testid="rate-row">
            <Select
              label="Platform"
              data={PLATFORMS}
              value={row.platform || null}
              onChange={(v) => change(index, { platform: (v ?? '') as EditedRow['platform'] })}
              w={140}
            />
            <TextInput
              label="Description"
              value={row.description}
              maxLength={500}
              onChange={(e) => change(index, { description: e.currentTarget.value })}
              style={{ flex: 1 }}
              miw={200}
            />
            <TextInput label="Rate" value={row.rate} maxLength={100} onChange={(e) => change(index, { rate: e.currentTarget.value })} w={140} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove row ${index + 1}`}
              onClick={() => setRows((now) => now.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setRows((now) => [...now, emptyRow()])}>
            Add row
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
          <Button
            variant="subtle"
            color="red"
            disabled={initial.length === 0}
            onClick={() => {
              setRows([emptyRow()]);
              save.mutate({ influencer_id: influencerId, rate_card: [], removeRateCard: true });
            }}
          >
            Remove rate card
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
