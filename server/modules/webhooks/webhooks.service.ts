import type { z } from 'zod';
import type {
  CreateWebhookRequest,
  RedeliverRequest,
  UpdateWebhookRequest,
  WebhookDeliveriesRequest,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from '../../../shared/schemas/webhooks.js';
import { WEBHOOK_LIMIT, WEBHOOK_TEXT, type WebhookEvent } from '../../../shared/webhook-constants.js';
import { AppError, notFound } from '../../errors.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { scopes } from '../../events/bus.js';
import { logger } from '../../logger.js';
import { publicAddresses } from './webhook-address.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { DELIVER_JOB, type DeliverJob, queueTestEvent } from './webhook-queue.js';
import { newSecret } from './webhook-signature.js';

type Endpoint = z.output<typeof WebhookEndpointRow>;

const toRow = (e: WebhookEndpoint): Endpoint => ({
  id: e.id,
  url: e.url,
  events: e.events as WebhookEvent[],
  secret: e.secret,
  enabled: e.enabled,
  disabled_reason: e.disabledReason ?? null,
  created_at: e.createdAt.toISOString(),
});

/** An endpoint must be HTTPS (the schema) on a public address, unless the operator allows private ones. */
async function assertCallable(ctx: TeamServicesContext, url: string) {
  const found = await publicAddresses(new URL(url).hostname, ctx.config.WEBHOOKS_ALLOW_PRIVATE);
  if (found === 'private') throw new AppError('BAD_REQUEST', WEBHOOK_TEXT.privateAddress, { field: 'url' });
  if (found === 'unresolvable') throw new AppError('BAD_REQUEST', WEBHOOK_TEXT.unresolvable, { field: 'url' });
}

async function ownEndpoint(ctx: TeamServicesContext, id: number) {
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id, team: ctx.team });
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

/**
 * Every instance reads the team's endpoints again before the next event it raises. The change is
 * saved whatever happens here: if the event cannot be published, the others read them within
 * WEBHOOK_LIMIT.interestMaxAgeMs.
 */
const endpointsChanged = (ctx: TeamServicesContext) =>
  ctx.bus
    .publish(scopes.team(ctx.team.id), 'webhooks.changed', { teamId: ctx.team.id })
    .catch((error: unknown) => logger.warn({ err: error }, 'could not tell the other instances of a webhook change'));

export async function listEndpoints(ctx: TeamServicesContext) {
  const rows = await ctx.em.find(WebhookEndpoint, { team: ctx.team }, { orderBy: { id: 'asc' } });
  return { endpoints: rows.map(toRow) };
}

export async function createEndpoint(ctx: TeamServicesContext, input: z.output<typeof CreateWebhookRequest>) {
  await assertCallable(ctx, input.url);
  if ((await ctx.em.count(WebhookEndpoint, { team: ctx.team })) >= WEBHOOK_LIMIT.endpointsPerTeam)
    throw new AppError('BAD_REQUEST', WEBHOOK_TEXT.tooMany, { field: 'url' });
  const endpoint = ctx.em.create(WebhookEndpoint, {
    team: ctx.team,
    createdBy: ctx.user,
    url: input.url,
    events: [...new Set(input.events)],
    secret: newSecret(),
  });
  await ctx.em.flush();
  await endpointsChanged(ctx);
  return toRow(endpoint);
}

/** Changes the address or events, or enables/disables; enabling again clears the failure streak. */
export async function updateEndpoint(ctx: TeamServicesContext, input: z.output<typeof UpdateWebhookRequest>) {
  const endpoint = await ownEndpoint(ctx, input.id);
  if (input.url !== undefined) {
    await assertCallable(ctx, input.url);
    endpoint.url = input.url;
  }
  if (input.events) endpoint.events = [...new Set(input.events)];
  if (input.enabled !== undefined && input.enabled !== endpoint.enabled) {
    endpoint.enabled = input.enabled;
    endpoint.disabledReason = null;
    endpoint.failingSince = null;
  }
  await ctx.em.flush();
  await endpointsChanged(ctx);
  return toRow(endpoint);
}

export async function removeEndpoint(ctx: TeamServicesContext, input: { id: number }) {
  const endpoint = await ownEndpoint(ctx, input.id);
  await ctx.em.remove(endpoint).flush();
  await endpointsChanged(ctx);
  return { success: true };
}

/** "Send test event": a webhook.test delivery to this endpoint, logged like any other. */
export async function sendTestEvent(ctx: TeamServicesContext, input: { id: number }) {
  const endpoint = await ownEndpoint(ctx, input.id);
  await queueTestEvent(ctx, endpoint.id, { team_id: ctx.team.id, message: 'A test event from Pitchroom Settings.' });
  return { success: true };
}

/** The endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  ctx: TeamServicesContext,
  input: z.output<typeof WebhookDeliveriesRequest>,
): Promise<{ deliveries: z.output<typeof WebhookDeliveryRow>[]; has_more: boolean }> {
  const endpoint = await ownEndpoint(ctx, input.id);
  const rows = await ctx.em.find(
    WebhookDelivery,
    { endpoint },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: WEBHOOK_LIMIT.logPage + 1, offset: (input.page - 1) * WEBHOOK_LIMIT.logPage },
  );
  const shown = rows.slice(0, WEBHOOK_LIMIT.logPage);
  const attempts = shown.length ? await ctx.em.find(WebhookAttempt, { delivery: { $in: shown.map((d) => d.id) } }, { orderBy: { id: 'asc' } }) : [];
  return {
    deliveries: shown.map((d) => ({
      id: d.id,
      event_type: d.eventType,
      status: d.status,
      created_at: d.createdAt.toISOString(),
      payload: JSON.parse(d.body) as unknown,
      attempts: attempts
        .filter((a) => a.delivery.id === d.id)
        .map((a) => ({ at: a.at.toISOString(), status_code: a.statusCode ?? null, error: a.error ?? null, duration_ms: a.durationMs })),
    })),
    has_more: rows.length > WEBHOOK_LIMIT.logPage,
  };
}

/** Sends a delivered or failed delivery again as it was (same id and body, a new signature). */
export async function redeliver(ctx: TeamServicesContext, input: z.output<typeof RedeliverRequest>) {
  const delivery = await ctx.em.findOne(WebhookDelivery, { id: input.delivery_id, endpoint: { team: ctx.team } });
  if (!delivery) throw notFound('Delivery');
  // One delivery is tried by one job at a time: a pending one is already on its way.
  if (delivery.status === 'pending') throw new AppError('BAD_REQUEST', WEBHOOK_TEXT.stillTrying, { field: 'delivery_id' });
  delivery.status = 'pending';
  delivery.createdAt = new Date();
  await ctx.em.flush();
  await ctx.jobs.send<DeliverJob>(DELIVER_JOB, { deliveryId: delivery.id });
  return { success: true };
}
