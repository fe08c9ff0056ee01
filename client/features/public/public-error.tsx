import { Center, Stack, Text } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { BrandMark } from '../../components/brand-logo';

/** A public page's loading error: the message with a logo (spec §2.1). */
export function PublicError({ message }: { message: string }) {
  return (
    <Center mih="70dvh" px="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <BrandMark size={48} />
        <IconMoodSad size={32} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text fw={600} size="lg" role="alert">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
