import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_LIMIT, WEBHOOK_TEXT } from '../../../shared/webhook-constants.js';
import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import type { Jobs } from '../../jobs/jobs.js';
import { logger } from '../../logger.js';
import type { Mail } from '../../mail/mail.js';
import { teamAdminEmails } from '../account/index.js';
import { WebhookAttempt, WebhookDelivery, type WebhookEndpoint } from './webhook.entity.js';
import { postDelivery } from './webhook-post.js';
import { DELIVER_JOB, type DeliverJob } from './webhook-queue.js';
import { signedHeaders } from './webhook-signature.js';

const HOUR_MS = 3_600_000;

/**
 * The delivery job: one attempt, logged with the endpoint's answer. A failure throws, so pg-boss
 * tries again with backoff (the first pause doubling up to the longest) until the delivery is
 * WEBHOOK_LIMIT.retryForHours old; an endpoint that has failed every delivery for
 * disableAfterFailingHours is disabled and the team's admins are told by e-mail.
 */
export function defineWebhookDelivery(jobs: Jobs, orm: Orm, mail: Mail, config: Config) {
  const firstRetrySeconds = config.WEBHOOKS_FIRST_RETRY_SECONDS;
  jobs.define<DeliverJob>(DELIVER_JOB, ({ deliveryId }) => deliverOnce(orm.em.fork() as EntityManager, mail, config, deliveryId), {
    retryDelaySeconds: firstRetrySeconds,
    retryDelayMaxSeconds: Math.max(firstRetrySeconds, WEBHOOK_LIMIT.longestRetrySeconds),
    // Enough tries to span the retry window at the longest pause; the window, not the count, ends them.
    retryLimit: Math.ceil((WEBHOOK_LIMIT.retryForHours * 3600) / Math.max(firstRetrySeconds, WEBHOOK_LIMIT.longestRetrySeconds)) + 12,
  });
}

async function deliverOnce(em: EntityManager, mail: Mail, config: Config, deliveryId: string) {
  const delivery = await em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint'] });
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = delivery.endpoint;
  if (!endpoint.enabled) {
    delivery.status = 'failed';
    return void (await em.flush());
  }
  const at = new Date();
  const outcome = await postDelivery(endpoint.url, signedHeaders(endpoint.secret, delivery.id, delivery.body, at), delivery.body, {
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    caFile: config.WEBHOOKS_CA_FILE,
  });
  em.create(WebhookAttempt, {
    team: endpoint.team,
    delivery,
    at,
    statusCode: outcome.statusCode,
    error: outcome.error?.slice(0, 500) ?? null,
    durationMs: outcome.durationMs,
  });
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  let disabled = false;
  if (delivered) {
    delivery.status = 'delivered';
    endpoint.failingSince = null;
  } else {
    endpoint.failingSince ??= at;
    disabled = at.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_LIMIT.disableAfterFailingHours * HOUR_MS;
    if (disabled) {
      endpoint.enabled = false;
      endpoint.disabledReason = WEBHOOK_TEXT.disabledAfterFailures;
    }
    if (disabled || at.getTime() - delivery.createdAt.getTime() >= WEBHOOK_LIMIT.retryForHours * HOUR_MS) delivery.status = 'failed';
  }
  await em.flush();
  if (disabled) await tellAdmins(em, mail, config, endpoint);
  if (delivery.status === 'pending') throw new Error(`webhook endpoint answered ${outcome.statusCode ?? outcome.error}`);
}

async function tellAdmins(em: EntityManager, mail: Mail, config: Config, endpoint: WebhookEndpoint) {
  const admins = await teamAdminEmails(em, endpoint.team.id);
  const url = config.PUBLIC_ORIGIN ? `${config.PUBLIC_ORIGIN}/configure` : null;
  for (const email of admins) {
    await mail.send(email, 'webhookDisabled', {
      subject: WEBHOOK_TEXT.disabledMailSubject,
      body: WEBHOOK_TEXT.disabledMailBody(endpoint.url, WEBHOOK_LIMIT.disableAfterFailingHours),
      url,
    });
  }
  logger.warn({ endpointId: endpoint.id, admins: admins.length }, 'webhook endpoint disabled after a day of failures');
}
