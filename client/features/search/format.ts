/** 1234567 -> "1.2M", 25000 -> "25K": the figures and the filters' option labels. */
export function compactNumber(n: number) {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

export const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 10) / 10}%`);
