import { ActionIcon, Avatar, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconX } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import type { EditorSheet } from './use-collection-editor';

interface Props {
  sheet: EditorSheet;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style?: CSSProperties;
  onEditPublicTitle: () => void;
  onRemove: () => void;
}

/** An included sheet: drag handle, public title (or a warning that it has none), portraits, Remove. */
export function SheetCard({ sheet, handleProps, style, onEditPublicTitle, onRemove }: Props) {
  const publicTitle = sheet.description?.trim();
  return (
    <Card withBorder radius="md" padding="sm" style={style} data-testid="included-sheet">
      <Group wrap="nowrap" gap="sm">
        <ActionIcon variant="subtle" color="gray" aria-label={L.dragHandle} style={{ cursor: 'grab', touchAction: 'none' }} {...handleProps}>
          <IconGripVertical size={18} />
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="public-title" c={publicTitle ? undefined : 'red'}>
              {publicTitle || L.noPublicTitle}
            </Text>
            <Tooltip label={L.editPublicTitle} withArrow>
              <ActionIcon size="sm" variant="subtle" aria-label={`${L.editPublicTitle}: ${sheet.title}`} onClick={onEditPublicTitle}>
                <IconPencil size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {sheet.title}
            {sheet.creator_count !== null && ` · ${L.creators(sheet.creator_count)}`}
          </Text>
        </Stack>
        {sheet.portraits.length > 0 && (
          <Avatar.Group visibleFrom="xs">
            {sheet.portraits.map((url) => (
              <Avatar key={url} src={url} alt="" radius="xl" size="md" />
            ))}
          </Avatar.Group>
        )}
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={`${L.remove} ${sheet.title}`} visibleFrom="sm">
          {L.remove}
        </Button>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`${L.remove} ${sheet.title}`} hiddenFrom="sm">
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}
