import { positionOf, weightOf, type WordPosition } from './tsvector.js';
import type { WordQuery } from './tsquery.js';
import type { LexemePositions } from './word-index.js';

/** PostgreSQL's default weights of D, C, B and A (float4 values), as their inverses (ts_rank_cd sums those). */
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1].map((w) => 1 / Math.fround(w));

type Occurrence = { at: WordPosition; lexeme: string };

const satisfies = (query: WordQuery, present: Set<string>): boolean =>
  'lexeme' in query ? present.has(query.lexeme) : 'and' in query ? query.and.every((q) => satisfies(q, present)) : query.or.some((q) => satisfies(q, present));

/**
 * ts_rank_cd(document, query) with its default weights and no normalisation, computed as
 * PostgreSQL does from the positions of the query's lexemes in the document (`positionsOf`):
 * the document's covers (shortest stretches satisfying the query), found left to right, each
 * adding the harmonic mean of its weights divided by one plus the words between.
 */
export function coverDensityRank(query: WordQuery, lexemes: string[], positionsOf: (lexeme: string) => ArrayLike<WordPosition> | undefined): number {
  if ('lexeme' in query) {
    const positions = positionsOf(query.lexeme);
    return positions ? lexemeRank(positions, 0, positions.length) : 0;
  }
  const doc: Occurrence[] = [];
  for (const lexeme of lexemes) {
    const positions = positionsOf(lexeme);
    if (positions) for (let i = 0; i < positions.length; i++) doc.push({ at: positions[i]!, lexeme });
  }
  if (doc.length === 0) return 0;
  doc.sort((a, b) => positionOf(a.at) - positionOf(b.at) || (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : weightOf(a.at) - weightOf(b.at)));
  const present = new Set<string>();
  let rank = 0;
  for (let from = 0; ;) {
    present.clear();
    let end = -1;
    for (let i = from; i < doc.length; i++) {
      present.add(doc[i]!.lexeme);
      if (satisfies(query, present)) {
        end = i;
        break;
      }
    }
    if (end < 0) break;
    present.clear();
    let begin = end;
    for (let i = end; i >= from; i--) {
      present.add(doc[i]!.lexeme);
      if (satisfies(query, present)) {
        begin = i;
        break;
      }
    }
    from = begin + 1;
    let inverseSum = 0;
    for (let i = begin; i <= end; i++) inverseSum += INVERSE_WEIGHTS[weightOf(doc[i]!.at)]!;
    const density = (end - begin + 1) / inverseSum;
    let noise = positionOf(doc[end]!.at) - positionOf(doc[begin]!.at) - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    rank += density / (1 + noise);
  }
  return Math.fround(rank);
}

/** ts_rank_cd of a one-lexeme query in a document holding it at `positions[from, to)`: each position is a cover of its own, their weights summed in the document's order. */
export function lexemeRank(positions: ArrayLike<WordPosition>, from: number, to: number): number {
  let rank = 0;
  for (let i = from; i < to; i++) rank += 1 / INVERSE_WEIGHTS[weightOf(positions[i]!)]!;
  return Math.fround(rank);
}

/** The rank of the i-th account of `found` for a one-lexeme query (lexemeRank, without a view of its positions). */
export function lexemeRankAt(found: LexemePositions, i: number): number {
  const rewritten = found.rewritten.get(i);
  return rewritten ? lexemeRank(rewritten, 0, rewritten.length) : lexemeRank(found.at, found.start[i]!, found.end[i]!);
}

/** The lexemes a query names, once each. */
export function lexemesOf(query: WordQuery, into = new Set<string>()): Set<string> {
  if ('lexeme' in query) into.add(query.lexeme);
  else for (const part of 'and' in query ? query.and : query.or) lexemesOf(part, into);
  return into;
}
