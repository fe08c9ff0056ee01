import { Button, Card, Chip, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { STAT_KEYS } from '../../../../shared/public-constants';
import type { StatDisplaySettings } from '../../../../shared/schemas/roster-extras';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/** Hidden per-platform keys ("instagram.avg_views") are kept as they are. */
const perPlatform = (settings: StatDisplaySettings) => Object.fromEntries(Object.entries(settings).filter(([key]) => key.includes('.')));

const statName = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** "Alter Displayed Statistics": each statistic card toggles hidden/shown; Save Changes stores, Cancel leaves. */
export function StatSettingsPanel({
  influencerId,
  settings,
  onDone,
}: {
  influencerId: number;
  settings: StatDisplaySettings;
  onDone: (saved: boolean) => void;
}) {
  const [hidden, setHidden] = useState(() => STAT_KEYS.filter((key) => settings[key]));
  const save = trpc.roster.saveStatSettings.useMutation({
    onSuccess: () => {
      showSuccess(TALENT_MSG.saved);
      onDone(true);
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  return (
    <Card withBorder radius="md" aria-label={TALENT_LABEL.alterDisplayedStatistics}>
      <Stack gap="sm">
        <Text fw={600}>{TALENT_LABEL.alterDisplayedStatistics}</Text>
        <Text size="sm" c="dimmed">
          Ticked statistics are shown; untick one to hide it on every public page.
        </Text>
        <Group gap="xs">
          {STAT_KEYS.map((key) => (
            <Chip key={key} checked={!hidden.includes(key)} onChange={(shown) => setHidden((now) => (shown ? now.filter((k) => k !== key) : [...now, key]))}>
              {statName(key)}
            </Chip>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)}>
            {TALENT_LABEL.cancel}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                influencer_id: influencerId,
                stringifiedSettings: JSON.stringify({ ...perPlatform(settings), ...Object.fromEntries(hidden.map((k) => [k, true])) }),
              })
            }
          >
            {TALENT_LABEL.saveChanges}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
