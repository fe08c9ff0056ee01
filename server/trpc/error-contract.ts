import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';

/**
 * What a caller is told of a failed call, the same over REST and tRPC: the message (a validation
 * error names each bad field; a failure of ours only its request id), the contract's code (the
 * domain's, such as no_credits or EMAIL_EXISTS, else tRPC's), and when to retry.
 */
export function describeError(error: TRPCError, requestId: string | undefined) {
  const { cause } = error;
  const invalidFields =
    error.code === 'BAD_REQUEST' && cause instanceof ZodError
      ? Object.fromEntries(cause.issues.map((issue) => [issue.path.join('.') || '(body)', issue.message]))
      : undefined;
  // A refusal the service names a field for (its message is the spec's, shown as it is).
  const refusedField = cause instanceof AppError && cause.details.field ? { [cause.details.field]: error.message } : undefined;
  const message =
    error.code === 'INTERNAL_SERVER_ERROR'
      ? `Something went wrong on our side (request ${requestId ?? 'unknown'}). Please try again.`
      : invalidFields
        ? Object.entries(invalidFields)
            .map(([field, text]) => `${field}: ${text}`)
            .join('; ')
        : error.message;
  const fields = invalidFields ?? refusedField;
  return {
    message,
    code: cause instanceof AppError ? cause.code : error.code,
    fields,
    retryAfterSeconds: cause instanceof AppError ? cause.details.retryAfterSeconds : undefined,
  };
}
