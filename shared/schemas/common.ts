import { z } from 'zod';

/** The answer of calls that only say they worked. */
export const SuccessResponse = z.object({ success: z.boolean() });
