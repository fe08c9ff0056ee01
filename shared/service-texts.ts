/** Texts and limits of the service itself (not in the product specification; chosen and documented in the README). */
export const SERVICE_TEXT = {
  databaseUnavailable: 'Pitchroom is briefly unavailable. Please try again in a few seconds.',
  crossSiteSignOut: 'Sign out from Pitchroom itself: a link on another site cannot sign you out.',
  requestTooLarge: 'The address or headers of this request are too large.',
  /** The signed-in app while the browser has no network, and while its live connection is being made again. */
  offline: 'You are offline. Live updates resume when you are back online.',
  reconnecting: 'Reconnecting… Live updates are paused.',
  /** Shown wherever directory data is shown while the made-up (synthetic) data source serves it. */
  demoData: 'Demo data',
  demoDataExplained: 'The creators, accounts and figures here come from Pitchroom’s demo data source: they are made up, not read from the social platforms.',
} as const;

export const SERVICE_LIMIT = {
  /** How long a health check (and /api/status) waits for the database before it says it is unavailable. */
  databasePingMs: 1000,
  /** How often each server instance checks that its database answers. */
  databaseCheckMs: 1000,
  /** How often it checks while the database does not answer, so calls are taken again soon after its return. */
  databaseRecheckMs: 200,
  /** The longest a call waits for a database connection (from the pool, or a new one). */
  databaseAcquireMs: 2000,
  /** The longest a serving query may take before the call gives up on it. */
  databaseQueryMs: 5000,
  /** Retry-After of a 503 while the database is unavailable. */
  databaseRetryAfterSeconds: 5,
  /** Node's limit on a request's line and headers together; past it the answer is 431. */
  maxHeaderBytes: 16 * 1024,
  /** "Reconnecting…" stays until the live connection has held this long, so a connection that drops again at once does not flicker it. */
  reconnectedSettleMs: 1000,
  /** A dropped live connection is made again after this wait, doubled at each failed attempt... */
  liveRetryFirstMs: 250,
  /** ...up to this. */
  liveRetryLongestMs: 10_000,
} as const;

/** How long a dropped live connection waits before its attempt number `attempt` (from 0) to connect again. */
export const liveRetryDelayMs = (attempt: number) => Math.min(SERVICE_LIMIT.liveRetryFirstMs * 2 ** attempt, SERVICE_LIMIT.liveRetryLongestMs);
