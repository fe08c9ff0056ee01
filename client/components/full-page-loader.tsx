import { Center, Loader, Stack, Text } from '@mantine/core';
import { MSG } from '../../shared/messages';

export function FullPageLoader() {
  return (
    <Center mih="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {MSG.loading}
        </Text>
      </Stack>
    </Center>
  );
}
