const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 -> "1.2M". */
export const formatCount = (value: number | null | undefined) => (value == null ? '–' : compact.format(value));

/** 3.456 -> "3.46%". */
export const formatPercent = (value: number | null | undefined, digits = 2) => (value == null ? '–' : `${value.toFixed(digits)}%`);

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '–';

export const PLATFORM_NAME: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  twitch: 'Twitch',
};
