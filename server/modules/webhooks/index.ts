/** The webhooks module's public face for other modules. */
export { defineWebhookDelivery } from './webhook-delivery.job.js';
export { queueWebhooks, type QueueContext } from './webhook-queue.js';
