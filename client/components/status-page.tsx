import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-logo';

/** A short message on its own page: signed out, not found, account disabled, errors. */
export function StatusPage({ title, body, action }: { title: string; body?: ReactNode; action?: ReactNode }) {
  return (
    <Center mih="100dvh" px="md" py="xl">
      <Paper p={{ base: 'lg', sm: 40 }} maw={460} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <BrandMark size={44} />
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {body && (
            <Text c="dimmed" size="md">
              {body}
            </Text>
          )}
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
