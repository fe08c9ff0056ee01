import { Box, Center, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A creator's photo (square, cover) or their initials when there is none; decorative, the name is always beside it. */
export function CreatorPortrait({
  name,
  src,
  filter,
  radius = 0,
  eager = false,
  style,
}: {
  name: string;
  src: string | null;
  filter?: string;
  radius?: number | string;
  eager?: boolean;
  style?: CSSProperties;
}) {
  const box: CSSProperties = { width: '100%', aspectRatio: '1 / 1', borderRadius: radius, overflow: 'hidden', ...style };
  if (!src) {
    return (
      <Center style={{ ...box, background: 'linear-gradient(135deg, var(--mantine-color-brand-2), var(--mantine-color-brand-5))' }}>
        <Text fw={700} fz={28} c="white" aria-hidden>
          {initials(name)}
        </Text>
      </Center>
    );
  }
  return (
    <Box style={box}>
      <img
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        width={600}
        height={600}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', filter }}
      />
    </Box>
  );
}
