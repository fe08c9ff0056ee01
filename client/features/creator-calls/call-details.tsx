import { Avatar, Group, Image, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCash, IconMapPin, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { CastingCallCard } from '../../../shared/schemas/creator-calls';
import { formatCallDates } from './call-dates';

/** The brand that issued the call: image (or initials) and name, with the brand it represents. */
export function CallBrand({ call }: { call: CastingCallCard }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={call.team_image_url} name={call.team_name} color="brand" radius="md" alt="" />
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {call.brandRepresented ?? call.team_name}
        </Text>
        {call.brandRepresented && call.brandRepresented !== call.team_name && (
          <Text size="xs" c="dimmed" truncate>
            {call.team_name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Dates, deliverables, locations and compensation: each only when the brand gave it. */
export function CallFacts({ call }: { call: CastingCallCard }) {
  const dates = formatCallDates(call.start_date, call.end_date);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
      {dates && <Fact icon={<IconCalendar size={16} />} label={T.dates} value={dates} />}
      {call.deliverables && <Fact icon={<IconPackage size={16} />} label={T.deliverables} value={call.deliverables} />}
      {call.locations && <Fact icon={<IconMapPin size={16} />} label={T.locations} value={call.locations} />}
      {call.compensation && <Fact icon={<IconCash size={16} />} label={T.compensation} value={call.compensation} />}
    </SimpleGrid>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} lh={0} aria-hidden>
        {icon}
      </Text>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Stack>
    </Group>
  );
}

/** The call's images, in a row that scrolls sideways on a phone. */
export function CallImages({ call }: { call: CastingCallCard }) {
  if (call.displayImages.length === 0) return null;
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap">
        {call.displayImages.map((src) => (
          <Image key={src} src={src} alt="" w={88} h={88} radius="md" fit="cover" loading="lazy" />
        ))}
      </Group>
    </ScrollArea>
  );
}
