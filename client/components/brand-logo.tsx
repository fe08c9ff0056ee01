import { Group, Text } from '@mantine/core';
import { LABEL } from '../../shared/labels';

interface LogoProps {
  size?: number;
  /** For dark or coloured backgrounds. */
  inverted?: boolean;
}

/** The Pitchroom mark: a "P" on a rounded tile (same drawing as public/favicon.svg). */
export function BrandMark({ size = 32, inverted = false }: LogoProps) {
  const tile = inverted ? '#fff' : 'var(--mantine-color-brand-6)';
  const letter = inverted ? 'var(--mantine-color-brand-7)' : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M10 24V8h7.2c3.6 0 5.8 2 5.8 5.1 0 3.2-2.2 5.2-5.8 5.2H14V24z" fill={letter} />
      <circle cx="17" cy="13.1" r="2" fill={tile} />
    </svg>
  );
}

export function BrandLogo({ size = 32, inverted = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} inverted={inverted} />
      <Text component="span" fw={800} fz={size * 0.6} lts={-0.3} c={inverted ? 'white' : 'dark.8'}>
        {LABEL.productName}
      </Text>
    </Group>
  );
}
