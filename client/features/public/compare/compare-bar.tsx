import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { COMPARE_TEXT } from '../../../../shared/deck-constants';
import type { Compare } from './use-compare';

/** Shown once a creator is ticked: how many, and "Compare N selected" from two on. */
export function CompareBar({ compare, accentColor }: { compare: Compare; accentColor: string | undefined }) {
  if (!compare.picked.length) return null;
  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }}>
      <Paper radius={0} p="sm" shadow="md" withBorder style={{ borderLeft: 0, borderRight: 0, borderBottom: 0 }}>
        <Group justify="center" gap="md">
          <Text size="sm" c={compare.refused ? 'red' : 'dimmed'} role="status" aria-live="polite">
            {compare.refused ? COMPARE_TEXT.tooMany : COMPARE_TEXT.pickHint}
          </Text>
          <Button color={accentColor} leftSection={<IconColumns size={16} />} disabled={!compare.canCompare} onClick={compare.show}>
            {COMPARE_TEXT.pick(compare.picked.length)}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
