/** Each API key's own budget of calls (any call, REST, tRPC or WebSocket), counted per window on every instance together. */
export const API_KEY_LIMIT = {
  /** The default budget per window; API_KEY_CALLS_PER_MINUTE changes it. */
  perWindow: 600,
  windowSeconds: 60,
} as const;
