import { describe, expect, it } from 'vitest';
import { formatRate } from '../../shared/figure-format.js';

describe('rates as brands read them', () => {
  it('shows a plain amount as money in the team currency, whatever the typing', () => {
    expect(['2500', '2,500', ' 2500 ', '$2500', '1000.5'].map((rate) => formatRate(rate, 'USD'))).toEqual([
      '$2,500',
      '$2,500',
      '$2,500',
      '$2,500',
      '$1,000.50',
    ]);
    expect(['2500', '€2500', '£900', '$900'].map((rate) => formatRate(rate, 'EUR'))).toEqual(['€2,500', '€2,500', '£900', '$900']);
    expect(formatRate('$900', 'CAD')).toBe('CA$900');
  });

  it('keeps any other text as typed', () => {
    for (const rate of ['$1,000 per post', 'On request', '2500-3000', '25k', '']) expect(formatRate(rate, 'USD')).toBe(rate);
  });
});
