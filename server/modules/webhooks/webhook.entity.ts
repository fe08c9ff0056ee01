import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';

/** An HTTPS endpoint of a team that hears of the events it picked, each delivery signed with its secret. */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    url: p.string().length(500),
    events: p.array<string>().columnType('text[]'),
    /** whsec_ and the base64 of the HMAC key (the Standard Webhooks form). */
    secret: p.string().length(100),
    enabled: p.boolean().default(true),
    disabledReason: p.string().length(300).nullable(),
    /** Since when every delivery has failed (null once one succeeds). */
    failingSince: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>;

/** One event for one endpoint: the body is fixed when the event happens, and every attempt sends it again as it was. */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  properties: {
    id: p.uuid().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    endpoint: () => p.manyToOne(WebhookEndpoint).deleteRule('cascade'),
    eventType: p.string().length(50),
    /** The JSON body, byte for byte as signed. */
    body: p.text(),
    status: p.enum(['pending', 'delivered', 'failed'] as const).default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team'] }, { properties: ['endpoint', 'createdAt'] }],
});
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>;

/** One try of a delivery and what the endpoint answered. */
export const WebhookAttempt = defineEntity({
  name: 'WebhookAttempt',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    delivery: () => p.manyToOne(WebhookDelivery).deleteRule('cascade').index(),
    at: p.datetime(),
    statusCode: p.integer().nullable(),
    error: p.string().length(500).nullable(),
    durationMs: p.integer(),
  },
});
export type WebhookAttempt = InferEntity<typeof WebhookAttempt>;
