import { z } from 'zod';

/** The answer of calls that only say they worked. */
export const SuccessResponse = z.object({ success: z.boolean() });

/** A boolean as a REST query string carries it ("true", "1"…) or as JSON does. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
