import { SERVICE_LIMIT, SERVICE_TEXT } from '../shared/service-texts.js';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The one error type of the domain. `code` is part of the REST contract
 * (for example EMAIL_EXISTS or no_credits); the table maps it to a tRPC code and so
 * to an HTTP status.
 */
const CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  EMAIL_EXISTS: 'CONFLICT',
  no_credits: 'FORBIDDEN',
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof CODES;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return CODES[this.code];
  }
}

export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXT.databaseUnavailable, { retryAfterSeconds: SERVICE_LIMIT.databaseRetryAfterSeconds });

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
