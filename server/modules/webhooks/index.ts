/** The webhooks module's public face for other modules. */
export { webhooksRouter } from './webhooks.router.js';
export { defineWebhookDelivery } from './webhook-delivery.job.js';
export { PRUNE_WEBHOOK_LOG_JOB, pruneWebhookLog, scheduleWebhookLogPruning } from './webhook-log-pruning.js';
export { queueWebhooks, type QueueContext } from './webhook-queue.js';
export { WebhookInterest } from './webhook-interest.js';
import type { WebhookInterest } from './webhook-interest.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** Which events each team's endpoints asked for, dropped on the team's webhook changes. */
    webhookInterest: WebhookInterest;
  }
}
