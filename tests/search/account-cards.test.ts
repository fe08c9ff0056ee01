import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCard, encodeCard, realAsPrinted } from '../../server/modules/search/memory/account-cards.js';
import { TextHeap } from '../../server/modules/search/memory/text-heap.js';

describe('the text heap', () => {
  it('gives back what each position was last given, through rewrites, removals, compactions and a fit', () => {
    const op = fc.oneof(fc.record({ set: fc.nat(199), text: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) }), fc.record({ clear: fc.nat(199) }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 3000 }), (ops) => {
        const heap = new TextHeap();
        heap.resize(200);
        const expected = new Map<number, string>();
        for (const o of ops) {
          if ('set' in o) {
            heap.set(o.set, o.text);
            expected.set(o.set, o.text);
          } else {
            heap.clear(o.clear);
            expected.delete(o.clear);
          }
        }
        for (const [position, text] of expected) expect(heap.get(position)).toBe(text);
        heap.fit();
        for (const [position, text] of expected) expect(heap.get(position)).toBe(text);
        heap.set(0, 'after the fit');
        expect(heap.get(0)).toBe('after the fit');
      }),
      { numRuns: 60 },
    );
  });
});

describe('account cards', () => {
  it('keep every field, an empty text apart from a missing one', () => {
    const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ fullname: text.map((t) => t ?? ''), handle: text.map((t) => t ?? ''), pictureUrl: text, profileUrl: text, gender: text, ageRange: text }),
        (card) => {
          expect(decodeCard(encodeCard(card))).toEqual(card);
        },
      ),
    );
  });

  it('show a real as PostgreSQL prints it', () => {
    expect(realAsPrinted(Math.fround(3.45))).toBe(3.45);
    expect(realAsPrinted(Math.fround(0.1))).toBe(0.1);
    expect(realAsPrinted(Math.fround(12345.678))).toBe(12345.678);
    expect(realAsPrinted(NaN)).toBeNull();
    // Reads back as the same float4 (-0 as 0, as JSON writes it).
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (v) => {
        expect(Math.fround(realAsPrinted(v)!) === v).toBe(true);
      }),
    );
  });
});
