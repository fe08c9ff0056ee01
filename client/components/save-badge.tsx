import { Badge, Loader } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** Spec §4: the editors' indicator, "Saved" when clean and "Saving" otherwise. */
export function SaveBadge({ clean, savedLabel, savingLabel }: { clean: boolean; savedLabel: string; savingLabel: string }) {
  return (
    <Badge
      role="status"
      aria-live="polite"
      variant="light"
      color={clean ? 'teal' : 'yellow'}
      size="lg"
      tt="none"
      leftSection={clean ? <IconCheck size={14} /> : <Loader size={12} color="yellow" />}
    >
      {clean ? savedLabel : savingLabel}
    </Badge>
  );
}
