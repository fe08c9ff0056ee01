import { SEARCH_OPTIONS as O } from '../../../../shared/search-options.js';
import { SEARCH_FIGURES } from '../directory-search.entity.js';
import { encodeCard, type AccountCard } from './account-cards.js';
import { RangeBits } from './range-bits.js';
import { TextHeap } from './text-heap.js';

/** The figures a search filters and sorts on, as directory_search names them (talent_gender as a code, below). */
export const FIGURES = SEARCH_FIGURES;
export type Figure = (typeof FIGURES)[number];

/** One directory_search row as loaded: every figure a number (NaN for null; `real` columns hold their exact float4 value). */
export interface AccountFigures {
  id: number;
  influencerId: number;
  platform: string;
  figures: Record<Figure, number>;
  card: AccountCard;
  /** The hash of what the word and name indexes read of it (directory-rows.ts). */
  textHash: number;
}

export const talentGenderCode = (gender: string | null | undefined) => O.talentGenders.indexOf(gender as (typeof O.talentGenders)[number]) + 1;

/**
 * One platform's accounts as columns (one typed array per figure), so a filter is a tight loop
 * over one array, and each account's card (what a result shows beyond the figures). A removed
 * account leaves its slot dead until the next full load.
 */
export class PlatformColumns {
  size = 0;
  ids = new Int32Array(0);
  influencerIds = new Int32Array(0);
  alive = new Uint8Array(0);
  readonly cards = new TextHeap();
  /** The positions inside each searched bound of a figure, as bits. */
  readonly bits = new RangeBits(this);
  readonly figures = Object.fromEntries(FIGURES.map((f) => [f, new Float64Array(0)])) as Record<Figure, Float64Array>;

  private scratch = { positions: new Int32Array(0), values: new Float64Array(0), bits: new Uint32Array(0) };

  /**
   * Working arrays of one search, as long as the columns (`bits`: one per position): reused from
   * search to search (a search's work over them is synchronous), so no search allocates megabytes.
   */
  scratchArrays() {
    if (this.scratch.positions.length < this.size) {
      const length = this.ids.length;
      this.scratch = { positions: new Int32Array(length), values: new Float64Array(length), bits: new Uint32Array(Math.ceil(length / 32)) };
    }
    return this.scratch;
  }

  append(account: AccountFigures): number {
    if (this.size === this.ids.length) this.resize(Math.max(1024, Math.ceil(this.size * 1.25)));
    const position = this.size++;
    this.write(position, account);
    return position;
  }

  write(position: number, account: AccountFigures) {
    this.ids[position] = account.id;
    this.influencerIds[position] = account.influencerId;
    this.alive[position] = 1;
    for (const f of FIGURES) this.figures[f][position] = account.figures[f];
    this.cards.set(position, encodeCard(account.card));
    this.bits.changed(position);
  }

  remove(position: number) {
    this.alive[position] = 0;
    this.cards.clear(position);
    this.bits.changed(position);
  }

  /** Gives back the room kept for more accounts (after a load: the arrays grow by a quarter at a time). */
  fit() {
    this.resize(this.size);
    this.cards.fit();
  }

  private resize(capacity: number) {
    const copy = <T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T) => (to.set(from.subarray(0, capacity)), to);
    this.ids = copy(this.ids, new Int32Array(capacity));
    this.influencerIds = copy(this.influencerIds, new Int32Array(capacity));
    this.alive = copy(this.alive, new Uint8Array(capacity));
    for (const f of FIGURES) this.figures[f] = copy(this.figures[f], new Float64Array(capacity));
    this.cards.resize(capacity);
  }
}
