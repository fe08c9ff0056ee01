/** How figures read on the public pages, in the comparison and in the PDF deck. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 -> "1.2M". */
export const formatCount = (value: number | null | undefined) => (value == null ? '–' : compact.format(value));

/** 3.456 -> "3.46%". */
export const formatPercent = (value: number | null | undefined, digits = 2) => (value == null ? '–' : `${value.toFixed(digits)}%`);

/** Currencies a team may show its rates in. */
export const RATE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** A plain amount as typed ("2500", "2,500.00", "$2500"): a number, maybe with a currency sign before it. */
const PLAIN_AMOUNT = /^\s*([$€£]?)\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*$/;
const DOLLARS: readonly string[] = ['USD', 'CAD', 'AUD'];

/** The currency a typed sign names: "$" is the team's own dollar (else USD), "€" EUR, "£" GBP. */
function currencyOf(sign: string, teamCurrency: RateCurrency): RateCurrency {
  if (sign === '€') return 'EUR';
  if (sign === '£') return 'GBP';
  if (sign === '$') return DOLLARS.includes(teamCurrency) ? teamCurrency : 'USD';
  return teamCurrency;
}

/**
 * A rate as brands read it: a plain amount as money, in the team's currency unless a sign says
 * otherwise ("2500" -> "$2,500", "€900" -> "€900"); anything else ("$1,000 per post", "On
 * request") as typed.
 */
export function formatRate(rate: string, currency: RateCurrency = 'USD') {
  const match = PLAIN_AMOUNT.exec(rate);
  if (!match) return rate;
  const amount = Number(`${match[2]!.replace(/,/g, '')}${match[3] ?? ''}`);
  const cents = match[3] !== undefined;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyOf(match[1]!, currency),
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

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
