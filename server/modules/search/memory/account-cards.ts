/** What a result shows of an account beyond its figures, as directory_search holds it. */
export interface AccountCard {
  fullname: string;
  handle: string;
  pictureUrl: string | null;
  profileUrl: string | null;
  gender: string | null;
  ageRange: string | null;
}

const FIELDS = ['fullname', 'handle', 'pictureUrl', 'profileUrl', 'gender', 'ageRange'] as const;
export const CARD_FIELD_COUNT = FIELDS.length;
/** JSON text holds no NUL unescaped, so it separates the fields. */
const SEPARATOR = '\0';
export const CARD_SEPARATOR_BYTE = SEPARATOR.charCodeAt(0);

/** The card as its fields' JSON values (an escaped string, or null) in FIELDS' order: a result's JSON copies them as they are. */
export function encodeCard(card: AccountCard): string {
  return FIELDS.map((f) => JSON.stringify(card[f])).join(SEPARATOR);
}

export function decodeCard(text: string): AccountCard {
  const values = text.split(SEPARATOR).map((value) => JSON.parse(value) as string | null);
  return Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as unknown as AccountCard;
}

/** A creator's age range as a result shows it: "25-34", "65+" (no upper bound), or null. */
export const ageRangeText = (min: number | null, max: number | null) => (min === null ? null : max === null ? `${min}+` : `${min}-${max}`);

/** Printed reals remembered (a directory's shares and rates take a few thousand values), emptied when full. */
const PRINTED_KEPT = 100_000;
const printed = new Map<number, number>();
/** Below this a figure's shortest decimal is found by rounding (1e6 < 2^24: float4 steps of at most 1/8). */
const SMALL_FIGURE = 1e6;

/**
 * The number PostgreSQL prints for a `real` (the shortest decimal that reads back as the same
 * float4), so a figure from memory is the one the SQL path answers.
 */
export function realAsPrinted(value: number): number | null {
  if (Number.isNaN(value)) return null;
  // Most figures are shares and rates with a decimal or two: the nearest number of 0 to 3 decimals
  // that reads back is the shortest one (below 2^24 no shorter decimal has fewer digits than its integer part).
  if (Math.abs(value) < SMALL_FIGURE) {
    for (let scale = 1; scale <= 1000; scale *= 10) {
      const candidate = Math.round(value * scale) / scale;
      if (Math.fround(candidate) === value) return candidate;
    }
  }
  let shortest = printed.get(value);
  if (shortest === undefined) {
    if (printed.size >= PRINTED_KEPT) printed.clear();
    shortest = shortestReadingBack(value);
    printed.set(value, shortest);
  }
  return shortest;
}

function shortestReadingBack(value: number) {
  for (let digits = 1; digits < 9; digits++) {
    const decimal = Number(value.toPrecision(digits));
    if (Math.fround(decimal) === value) return decimal;
  }
  return Number(value.toPrecision(9));
}

/** The share of an asked age group as a result shows it: one decimal, of the value PostgreSQL prints. */
export const roundedAgeShare = (share: number) => Math.round(share * 10) / 10;
