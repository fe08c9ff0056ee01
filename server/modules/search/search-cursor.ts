import { AppError } from '../../errors.js';
import type { After } from './search.sql.js';

/** What the next page needs: where the last page ended, and the total counted for the first. */
export interface Cursor extends After {
  total: number;
  estimated: boolean;
  /** Rows answered before this page (keeps an estimated total at least that high). */
  seen: number;
}

export const encodeCursor = (c: Cursor) => `c${Buffer.from(JSON.stringify([c.value, c.id, c.total, c.estimated ? 1 : 0, c.seen])).toString('base64url')}`;

/** A token from `nextPage`; anything else is a 400 naming `page`. */
export function decodeCursor(token: string): Cursor {
  try {
    const [value, id, total, estimated, seen] = JSON.parse(Buffer.from(token.slice(1), 'base64url').toString('utf8')) as unknown[];
    const isValue = (typeof value === 'string' && /^-?\d{1,20}(\.\d{1,20})?$/.test(value)) || (typeof value === 'number' && Math.abs(value) <= 1e15);
    if (isValue && [id, total, seen].every((n) => Number.isSafeInteger(n))) {
      return { value, id: id as number, total: total as number, estimated: estimated === 1, seen: seen as number };
    }
  } catch {
    // falls through to the 400
  }
  throw new AppError('BAD_REQUEST', 'page: Not a valid page', { field: 'page' });
}
