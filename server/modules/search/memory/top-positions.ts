import type { After } from '../search.sql.js';

/**
 * The first `k` of `positions` in sort order (key, then id; descending or not) that come after the
 * cursor, best first: one pass keeping the best k in a heap whose root is the worst kept.
 */
export function topPositions(positions: Int32Array, keys: Float64Array, ids: Int32Array, descending: boolean, after: After | undefined, k: number): number[] {
  // Positive when position a sorts before position b.
  const before = (a: number, b: number) => {
    const byKey = keys[a]! - keys[b]! || ids[a]! - ids[b]!;
    return descending ? byKey : -byKey;
  };
  const afterValue = after ? Number(after.value) : 0;
  const isAfterCursor = (p: number) => {
    if (!after) return true;
    const byKey = keys[p]! - afterValue || ids[p]! - after.id;
    return descending ? byKey < 0 : byKey > 0;
  };
  const heap: number[] = [];
  const sink = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && before(heap[worst]!, heap[left]!) > 0) worst = left;
      if (right < heap.length && before(heap[worst]!, heap[right]!) > 0) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  const rise = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (before(heap[parent]!, heap[i]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  if (k <= 0) return [];
  // Positions ascend with ids, which break ties: walked from the end that sorts first, an account
  // tied with the worst kept one mostly sorts after it and costs one comparison, not a sift.
  for (let i = descending ? positions.length - 1 : 0; descending ? i >= 0 : i < positions.length; descending ? i-- : i++) {
    const p = positions[i]!;
    if (!isAfterCursor(p)) continue;
    if (heap.length < k) {
      heap.push(p);
      rise(heap.length - 1);
    } else if (before(p, heap[0]!) > 0) {
      heap[0] = p;
      sink(0);
    }
  }
  return heap.sort((a, b) => before(b, a));
}
