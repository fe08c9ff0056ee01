/** PostgreSQL's SQLSTATE classes for a server that is going away, not accepting, or unreachable. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Query read timeout|database .* is not currently accepting connections/i;

/** Whether an error (or any error in its cause chain) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) return true;
    if (UNAVAILABLE_TEXT.test(e.message)) return true;
  }
  return false;
}
