import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';
import { MSG } from '../../../shared/messages';
import { CardGrid, CardSkeletons } from './card-grid';

/** The shape of a public page while its first answer loads. */
export function FullPageSkeleton() {
  return (
    <Box role="status" aria-label={MSG.loading}>
      <Box py="sm" style={{ borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
        <Container size="xl">
          <Group justify="space-between">
            <Skeleton h={32} w={140} />
            <Skeleton h={32} w={90} />
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack align="center" gap="xs" mb="lg">
          <Skeleton h={30} w={260} />
          <Skeleton h={12} w={200} />
        </Stack>
        <CardGrid>
          <CardSkeletons count={12} />
        </CardGrid>
      </Container>
    </Box>
  );
}
