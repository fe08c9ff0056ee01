import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../../shared/webhook-constants.js';
import { runSql } from '../../db/sql.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { WebhookInterest } from './webhook-interest.js';
import { endpointsFor, insertDeliveries } from './webhooks.sql.js';

export const DELIVER_JOB = 'webhook.deliver';
export type DeliverJob = { deliveryId: string };

/** What queueing needs of a call or a job. */
export type QueueContext = { em: EntityManager; jobs: Jobs; webhookInterest: WebhookInterest };

/** The body every endpoint gets: the event's id and type, when it happened, and its facts. */
const bodyOf = (id: string, type: string, data: Record<string, unknown>, at: Date) => JSON.stringify({ id, type, timestamp: at.toISOString(), data });

/**
 * Tells the endpoints of `teamIds` that asked for `type`: one delivery each, its body fixed now,
 * sent by a job (retried with backoff). No statement when the teams asked for no such event (as
 * most have), so the calls that raise events pay nothing else.
 */
export async function queueWebhooks(ctx: QueueContext, teamIds: string[], type: WebhookEvent, data: Record<string, unknown>) {
  const asking = await ctx.webhookInterest.teamsAsking(ctx.em, teamIds, type);
  if (asking.length === 0) return;
  const endpoints = await runSql<{ id: number }>(ctx.em, endpointsFor(asking, type));
  await insertAndSend(
    ctx,
    endpoints.map((e) => e.id),
    type,
    data,
  );
}

/** A test event for one endpoint, whatever events it asked for. */
export const queueTestEvent = (ctx: QueueContext, endpointId: number, data: Record<string, unknown>) =>
  insertAndSend(ctx, [endpointId], WEBHOOK_TEST_EVENT, data);

async function insertAndSend(ctx: QueueContext, endpointIds: number[], type: string, data: Record<string, unknown>) {
  if (endpointIds.length === 0) return;
  const at = new Date();
  const deliveries = endpointIds.map((endpointId) => {
    const id = randomUUID();
    return { id, endpointId, body: bodyOf(`evt_${id.replaceAll('-', '')}`, type, data, at) };
  });
  await runSql(
    ctx.em,
    insertDeliveries(
      type,
      at,
      deliveries.map((d) => ({ id: d.id, endpoint_id: d.endpointId, body: d.body })),
    ),
  );
  for (const delivery of deliveries) await ctx.jobs.send<DeliverJob>(DELIVER_JOB, { deliveryId: delivery.id });
}
