import { Skeleton, Stack } from '@mantine/core';

/** The shape of a creator's profile while it loads. */
export function ProfileSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading">
      <Skeleton h={32} w={120} />
      <Skeleton h={280} w={280} radius="lg" />
      <Skeleton h={28} w="50%" />
      <Skeleton h={14} w="80%" />
      <Skeleton h={14} w="70%" />
    </Stack>
  );
}
