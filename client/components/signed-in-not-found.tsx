import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '../../shared/messages';
import { ButtonLink } from './router-links';

/** Not Found inside the signed-in layout: the navigation stays, and a link leads home. */
export function SignedInNotFound() {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>{MSG.notFoundTitle}</Title>
      <Text c="dimmed">{MSG.notFoundBody}</Text>
      <ButtonLink to="/">{MSG.goHome}</ButtonLink>
    </Stack>
  );
}
