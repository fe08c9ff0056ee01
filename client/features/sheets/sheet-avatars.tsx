import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { LIMIT } from '../../../shared/limits';
import type { SheetListRow } from '../../../shared/schemas/sheets/list-sheets';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';

/** Spec §2.4: the first 3 portraits, then "N more". */
export function SheetAvatars({ creators }: { creators: SheetListRow['influencers'] }) {
  const shown = creators.slice(0, LIMIT.sheetRowPortraits);
  const more = creators.length - shown.length;
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar.Group>
        {shown.map((creator) => (
          <Tooltip key={creator.id} label={creator.fullname} withArrow>
            <Avatar src={creator.picture_url} alt={creator.fullname} name={creator.fullname} color="brand" radius="xl" size="md" />
          </Tooltip>
        ))}
      </Avatar.Group>
      {more > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {L.moreTalent(more)}
        </Text>
      )}
    </Group>
  );
}
