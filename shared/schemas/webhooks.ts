import { z } from 'zod';
import { rowIdParam } from './common.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMIT, WEBHOOK_TEXT } from '../webhook-constants.js';

const url = z
  .string()
  .trim()
  .max(WEBHOOK_LIMIT.urlMaxLength)
  .pipe(z.url({ error: WEBHOOK_TEXT.notAUrl }))
  .refine((value) => value.startsWith('https://'), WEBHOOK_TEXT.httpsOnly);
const events = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, WEBHOOK_TEXT.pickEvent).max(WEBHOOK_EVENT_TYPES.length);

export const WebhookEndpointRow = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The signing secret (whsec_…), for the team's admins to verify deliveries with. */
  secret: z.string(),
  enabled: z.boolean(),
  /** Why it was disabled, when it was by Pitchroom (a day of failures). */
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
/** GET /api/user/team/webhooks */
export const WebhookEndpointsResponse = z.object({ endpoints: z.array(WebhookEndpointRow) });

/** POST /api/user/team/webhooks */
export const CreateWebhookRequest = z.object({ url, events });
/** POST /api/user/team/webhooks/update */
export const UpdateWebhookRequest = z.object({
  id: rowIdParam(),
  url: url.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
/** Calls about one endpoint. */
export const WebhookIdRequest = z.object({ id: rowIdParam() });

export const WebhookAttemptRow = z.object({
  at: z.string(),
  /** The endpoint's HTTP status, or null when no answer came (the error says why). */
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
});
export const WebhookDeliveryRow = z.object({
  id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  created_at: z.string(),
  payload: z.unknown(),
  attempts: z.array(WebhookAttemptRow),
});
/** GET /api/user/team/webhooks/deliveries */
export const WebhookDeliveriesRequest = z.object({ id: rowIdParam(), page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDeliveryRow), has_more: z.boolean() });
/** POST /api/user/team/webhooks/redeliver */
export const RedeliverRequest = z.object({ delivery_id: z.uuid() });
