/** The events a team's webhook endpoints can ask for, with how Settings names them. */
export const WEBHOOK_EVENTS = {
  'sheet.opened': 'A brand opened a talent sheet',
  'sheet.response_received': 'A brand responded on a talent sheet',
  'collection.opened': 'A brand opened a collection',
  'creator_call.answered': 'An agency answered your Creator Call',
  'creator_call.reviewed': 'A brand reviewed your Creator Call response',
  'talent.added': 'A creator was added to the roster',
  'message.received': 'A team member received a message',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];
/** What "Send test event" delivers: every endpoint takes it, whatever it asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMIT = {
  endpointsPerTeam: 10,
  urlMaxLength: 500,
  /** A delivery is tried again with backoff (the first pause, doubling up to the longest) for this long, then given up. */
  retryForHours: 24,
  firstRetrySeconds: 30,
  longestRetrySeconds: 3600,
  /** An endpoint whose deliveries have all failed for this long is disabled and the team's admins told by e-mail. */
  disableAfterFailingHours: 24,
  /** An attempt waits this long for the endpoint's answer. */
  timeoutMs: 10_000,
  /** Deliveries listed per page in the delivery log. */
  logPage: 50,
  /** Deliveries older than this, no longer being tried, leave the log with their attempts (a daily job). */
  logKeptDays: 30,
  /** What of an endpoint's answer is kept in the log. */
  answerKeptChars: 500,
  /** Which events a team's endpoints asked for is remembered for this many teams per server... */
  cachedTeamInterests: 10_000,
  /** ...for at most this long (changes made through Settings are heard at once, from any server). */
  interestMaxAgeMs: 5 * 60_000,
} as const;

export const WEBHOOK_TEXT = {
  title: 'Webhooks',
  intro: 'Pitchroom sends a signed HTTPS request to your endpoint when something happens, so your CRM hears of it at once.',
  empty: 'No endpoints yet. Add one to hear of sheet opens, responses and Creator Calls as they happen.',
  add: 'Add endpoint',
  url: 'Endpoint URL',
  events: 'Events',
  save: 'Save endpoint',
  secret: 'Signing secret',
  secretHint: 'Verify each delivery with this secret (the Standard Webhooks scheme: docs/api.md).',
  sendTest: 'Send test event',
  testQueued: 'Test event sent. It shows in the delivery log in a moment.',
  deliveries: 'Delivery log',
  noDeliveries: 'No deliveries yet. Send a test event to see one.',
  redeliver: 'Redeliver',
  redelivered: 'Queued again.',
  stillTrying: 'This delivery is still being tried; redeliver it once it has been delivered or has failed.',
  disable: 'Disable',
  enable: 'Enable',
  remove: 'Remove',
  disabledBadge: 'Disabled',
  copy: 'Copy',
  copied: 'Copied',
  newer: 'Newer',
  older: 'Older',
  answeredOk: 'OK',
  removeConfirm: 'Remove this endpoint? Its delivery log goes with it.',
  disabledAfterFailures: 'Disabled: every delivery failed for a day. Fix the endpoint, then enable it again.',
  httpsOnly: 'Use an https:// address',
  notAUrl: 'Enter the full address, starting with https://',
  privateAddress: 'This address is on a private network; Pitchroom only calls public addresses.',
  unresolvable: 'This host name could not be found.',
  pickEvent: 'Pick at least one event',
  tooMany: `A team can have at most ${WEBHOOK_LIMIT.endpointsPerTeam} endpoints.`,
  disabledMailSubject: 'A Pitchroom webhook endpoint was disabled',
  disabledMailBody: (url: string, hours: number) =>
    `Every delivery to ${url} has failed for ${hours} hours, so Pitchroom has stopped sending to it.\n\nFix the endpoint, then enable it again in Settings → Webhooks. The delivery log shows each attempt and its answer.`,
} as const;
