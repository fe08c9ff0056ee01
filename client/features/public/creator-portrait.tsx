import { Box, Center, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { PORTRAIT_WIDTHS } from '../../../shared/public-constants';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Portraits /media renders at several widths; other pictures are one file. */
const GENERATED_PORTRAIT = /^\/media\/portraits\/\d+\.jpg$/;
/** Two cards a row on a phone, about 200 px wide on a wider screen. */
const CARD_SIZES = '(max-width: 48em) 50vw, 200px';

/** A creator's photo (square, cover) or their initials when there is none; decorative, the name is always beside it. */
export function CreatorPortrait({
  name,
  src,
  filter,
  radius = 0,
  eager = false,
  sizes = CARD_SIZES,
  style,
}: {
  name: string;
  src: string | null;
  filter?: string;
  radius?: number | string;
  eager?: boolean;
  /** The slot's width, for the browser to pick a rendering: a card's by default. */
  sizes?: string;
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
        srcSet={
          GENERATED_PORTRAIT.test(src) ? `${src}?size=${PORTRAIT_WIDTHS.thumbnail} ${PORTRAIT_WIDTHS.thumbnail}w, ${src} ${PORTRAIT_WIDTHS.full}w` : undefined
        }
        sizes={GENERATED_PORTRAIT.test(src) ? sizes : undefined}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        width={PORTRAIT_WIDTHS.full}
        height={PORTRAIT_WIDTHS.full}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', filter }}
      />
    </Box>
  );
}
