import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered list: skeleton rows while loading, the table when there are rows, else the empty text. */
export function ListCard({ loading, empty, emptyText, children }: { loading: boolean; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <Card withBorder padding={0} radius="md">
      {loading ? (
        <Stack p="md" gap="sm" aria-busy>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : empty ? (
        <Text c="dimmed" p="xl" ta="center">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
