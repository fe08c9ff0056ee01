import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export const GRID_COLS = { base: 2, xs: 3, md: 4, lg: 6 } as const;

/** The single-page view's rows: one per line, two side by side on a wide screen. */
const ROW_COLS = { base: 1, lg: 2 } as const;

export function CardGrid({ children, rows = false }: { children: ReactNode; rows?: boolean }) {
  return (
    <SimpleGrid cols={rows ? ROW_COLS : GRID_COLS} spacing={{ base: 'sm', sm: 'md' }} verticalSpacing={{ base: 'md', sm: 'lg' }}>
      {children}
    </SimpleGrid>
  );
}

/** Placeholders shaped like cards while a page of creators loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} padding={0} radius="md" withBorder aria-hidden>
          <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
          <Stack gap={8} p="sm">
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} w="40%" />
          </Stack>
        </Card>
      ))}
    </>
  );
}
