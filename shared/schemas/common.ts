import { z } from 'zod';

/** The answer of calls that only say they worked. */
export const SuccessResponse = z.object({ success: z.boolean() });

/** A boolean as a REST query string carries it ("true", "1"…) or as JSON does. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** An object with one `value` under each of `keys` (a record over an enum, spelled out so the OpenAPI document names every property). */
export const keyedObject = <K extends string, S extends z.ZodType>(keys: readonly K[], value: S) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>);
