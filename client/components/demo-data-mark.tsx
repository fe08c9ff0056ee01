import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { SERVICE_TEXT } from '../../shared/service-texts';

const badge = (
  // Dark enough for white text at badge size (WCAG AA).
  <Badge color="#a33f00" variant="filled" size="sm" radius="sm" style={{ flexShrink: 0 }}>
    {SERVICE_TEXT.demoData}
  </Badge>
);

/** The signed-in header's mark: the badge, explained on hover, focus or tap. */
export function DemoDataBadge() {
  return (
    <Tooltip label={SERVICE_TEXT.demoDataExplained} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ display: 'inline-flex', flexShrink: 0 }}>
        {badge}
      </span>
    </Tooltip>
  );
}

/** A public page's mark, above its header: brands read the badge and why. */
export function DemoDataBar() {
  return (
    <Group gap="xs" justify="center" wrap="nowrap" px="sm" py={6} bg="orange.0" style={{ borderBottom: '1px solid var(--mantine-color-orange-2)' }}>
      {badge}
      <Text size="xs" c="dark.6">
        {SERVICE_TEXT.demoDataExplained}
      </Text>
    </Group>
  );
}
