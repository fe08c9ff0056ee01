import { z } from 'zod';

/** The answer of calls that only say they worked. */
export const SuccessResponse = z.object({ success: z.boolean() });

/** A boolean as a REST query string carries it ("true", "1"…) or as JSON does. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** An object with one `value` under each of `keys` (a record over an enum, spelled out so the OpenAPI document names every property). */
export const keyedObject = <K extends string, S extends z.ZodType>(keys: readonly K[], value: S) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>);

/** Rows are keyed by PostgreSQL `integer`s: a number past this names no row and is refused as input. */
const ROW_ID_MAX = 2_147_483_647;
/** A stored row's id given as a JSON number. */
export const rowId = (message?: string) => z.number().int(message).positive(message).max(ROW_ID_MAX, message);
/** A stored row's id given as a number or as a query string's digits. */
export const rowIdParam = (message?: string) => z.coerce.number().int(message).positive(message).max(ROW_ID_MAX, message);
export const influencerIdSchema = rowIdParam('Not a valid influencer id');
