import { ActionIcon, Avatar, Button, Card, Group, NumberInput, Popover, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type CSSProperties, type HTMLAttributes, useState } from 'react';
import type { SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { MessageAboutCreator } from '../../messaging/message-about-creator';
import { NotOnRosterBadge } from '../../roster/not-on-roster-badge';
import { SuggestNoteButton } from '../../ai/suggest-note-button';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

interface Props {
  creator: SheetInfluencer;
  index: number;
  count: number;
  grid: boolean;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style?: CSSProperties;
  onMove: (to: number) => void;
  onRemove: () => void;
  onNote: (note: string) => void;
}

/** One creator on the sheet: drag handle, portrait, name, note, order controls and REMOVE. */
export function TalentItem({ creator, index, count, grid, handleProps, style, onMove, onRemove, onNote }: Props) {
  const handle = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`${L.dragHandle}: ${creator.fullname}`}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handleProps}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  const orderControls = (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`${L.moveUp}: ${creator.fullname}`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`${L.moveDown}: ${creator.fullname}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
      <ChangeOrder index={index} count={count} name={creator.fullname} onMove={onMove} />
      <MessageAboutCreator influencerId={creator.id} name={creator.fullname} compact />
    </Group>
  );
  return (
    <Card withBorder padding="sm" radius="md" style={style} data-testid="sheet-talent" aria-label={creator.fullname}>
      {grid ? (
        <Stack gap={6} align="center">
          <Group justify="space-between" w="100%">
            {handle}
            <Text size="xs" c="dimmed">
              #{index + 1}
            </Text>
          </Group>
          <Avatar src={creator.picture_url} alt="" name={creator.fullname} color="brand" size={64} radius="xl" />
          <Text fw={600} size="sm" ta="center" lineClamp={1}>
            {creator.fullname}
          </Text>
          <NotOnRosterBadge onRoster={creator.on_roster} />
          {orderControls}
          <Button variant="subtle" color="red" size="compact-xs" onClick={onRemove}>
            {L.remove}
          </Button>
        </Stack>
      ) : (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {handle}
          <Avatar src={creator.picture_url} alt="" name={creator.fullname} color="brand" size={48} radius="md" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, flex: '1 1 160px' }}>
                <Text fw={600} truncate>
                  {creator.fullname}
                </Text>
                <NotOnRosterBadge onRoster={creator.on_roster} />
                <Text size="xs" c="dimmed">
                  {creator.socials.map((s) => `${s.platform} ${compact.format(s.followers)}`).join(' · ')}
                </Text>
              </div>
              <Group gap={4} wrap="wrap">
                {orderControls}
                <Button variant="subtle" color="red" size="compact-xs" onClick={onRemove} aria-label={`${L.remove} ${creator.fullname}`}>
                  {L.remove}
                </Button>
              </Group>
            </Group>
            <Textarea
              aria-label={`${L.specialNote}: ${creator.fullname}`}
              placeholder={L.includeSpecialNote}
              value={creator.note ?? ''}
              onChange={(e) => onNote(e.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={4}
              size="xs"
            />
            <Group justify="flex-end">
              <SuggestNoteButton influencerId={creator.id} name={creator.fullname} onNote={onNote} />
            </Group>
          </Stack>
        </Group>
      )}
    </Card>
  );
}

/** Spec §2.5 "Change Order": type the new position. */
function ChangeOrder({ index, count, name, onMove }: { index: number; count: number; name: string; onMove: (to: number) => void }) {
  const [opened, setOpened] = useState(false);
  const [position, setPosition] = useState<number | string>(index + 1);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow trapFocus position="bottom-end">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          aria-label={`${L.changeOrder}: ${name}`}
          onClick={() => {
            setPosition(index + 1);
            setOpened((o) => !o);
          }}
        >
          {L.changeOrder}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-end">
          <NumberInput label={L.position} min={1} max={count} value={position} onChange={setPosition} w={90} size="xs" />
          <Button
            size="xs"
            onClick={() => {
              const to = Math.min(Math.max(Number(position) || 1, 1), count) - 1;
              setOpened(false);
              if (to !== index) onMove(to);
            }}
          >
            {L.move}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
