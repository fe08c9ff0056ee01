/** How figures read on the public pages, in the comparison and in the PDF deck. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 -> "1.2M". */
export const formatCount = (value: number | null | undefined) => (value == null ? '–' : compact.format(value));

/** 3.456 -> "3.46%". */
export const formatPercent = (value: number | null | undefined, digits = 2) => (value == null ? '–' : `${value.toFixed(digits)}%`);

/** An audience age group as people read it: the data's open-ended "65-" is "65+". */
export const ageGroupLabel = (code: string) => code.replace(/^(\d+)-$/, '$1+');

/** An audience share as stored (a fraction up to 1, or a percentage) as a percentage. */
export const sharePercent = (weight: number) => (weight <= 1 ? weight * 100 : weight);

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
