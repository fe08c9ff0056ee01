import type { CSSProperties } from 'react';
import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import type { PublicTeamSettings } from '../../../shared/schemas/public/public-cards';

/** Mixes a #rrggbb colour toward white by `amount` (0.92 = 92 % lighter). */
export function lighten(hex: string, amount: number) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return hex;
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) + (255 - ((value >> shift) & 255)) * amount);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

const luminance = (r: number, g: number, b: number) => {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/**
 * The team's accent, darkened just enough that white text on it (and it as text on white)
 * reaches the WCAG AA ratio of 4.5:1.
 */
export function readableAccent(hex: string) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return hex;
  const value = parseInt(match[1], 16);
  let [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  while (1.05 / (luminance(r, g, b) + 0.05) < 4.5) [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.92));
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export interface TeamStyle {
  page: CSSProperties;
  /** A CSS colour (the team's accent or the brand colour). */
  accent: string;
  /** For Mantine `color` props: the team's accent, or undefined for the theme's primary colour. */
  accentColor: string | undefined;
  secondaryAccent: string;
  nameColor: string | undefined;
  titleFont: string | undefined;
  nameFont: string | undefined;
  portraitFilter: string | undefined;
  dark: boolean;
}

/**
 * The team's display settings as styles: background (the team's, else the accent lightened
 * to 92 %), accent colours, fonts, black-and-white portraits and dark mode.
 */
export function teamStyle(settings: PublicTeamSettings | undefined): TeamStyle {
  const dark = Boolean(settings?.displayDarkMode);
  const accent = settings?.displayAccentColor || 'var(--mantine-color-brand-6)';
  const background =
    settings?.displayRosterBackgroundColor ||
    (settings?.displayAccentColor ? lighten(settings.displayAccentColor, PUBLIC_LIMIT.accentBackgroundLightness) : undefined) ||
    (dark ? '#141517' : '#f8f9fb');
  return {
    page: { background: dark && !settings?.displayRosterBackgroundColor ? '#141517' : background, color: dark ? '#f1f3f5' : undefined, minHeight: '100dvh' },
    accent,
    accentColor: settings?.displayAccentColor ? readableAccent(settings.displayAccentColor) : undefined,
    secondaryAccent: settings?.displaySecondaryAccentColor || accent,
    nameColor: settings?.displayRosterNameColor || undefined,
    titleFont: settings?.displayRosterTitleFont || undefined,
    nameFont: settings?.displayTalentNameFont || undefined,
    portraitFilter: settings?.displayPortraitsBW || settings?.displayGrayScale ? 'grayscale(1)' : undefined,
    dark,
  };
}
