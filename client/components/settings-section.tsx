import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a settings page: the explanation beside the form on wide screens, above it on phones. */
export function SettingsSection({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Grid component="section" aria-label={title} gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap={6}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper p={{ base: 'lg', sm: 'xl' }}>{children}</Paper>
      </Grid.Col>
    </Grid>
  );
}
