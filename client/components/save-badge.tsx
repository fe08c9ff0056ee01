import { Badge, Loader } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/**
 * Spec §4: the editors' indicator, "Saved" when clean and "Saving" otherwise; a save the server
 * refused shows `notSavedLabel` instead (its reason is shown beside it), never "Saving" forever.
 */
export function SaveBadge({
  clean,
  savedLabel,
  savingLabel,
  notSavedLabel,
}: {
  clean: boolean;
  savedLabel: string;
  savingLabel: string;
  notSavedLabel?: string;
}) {
  const [color, icon, label] = notSavedLabel
    ? ['red', <IconAlertCircle key="refused" size={14} />, notSavedLabel]
    : clean
      ? ['teal', <IconCheck key="clean" size={14} />, savedLabel]
      : ['yellow', <Loader key="saving" size={12} color="yellow" />, savingLabel];
  return (
    <Badge role="status" aria-live="polite" variant="light" color={color} style={{ color: 'var(--mantine-color-text)' }} size="lg" tt="none" leftSection={icon}>
      {label}
    </Badge>
  );
}
