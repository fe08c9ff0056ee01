import { z } from 'zod';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import {
  CreateWebhookRequest,
  RedeliverRequest,
  UpdateWebhookRequest,
  WebhookDeliveriesRequest,
  WebhookDeliveriesResponse,
  WebhookEndpointRow,
  WebhookEndpointsResponse,
  WebhookIdRequest,
} from '../../../shared/schemas/webhooks.js';
import { router, teamAdminProcedure } from '../../trpc/init.js';
import * as webhooks from './webhooks.service.js';

const tags = ['webhooks'];

/** A team's webhook endpoints and their delivery log, managed by its admins in Settings. */
export const webhooksRouter = router({
  list: teamAdminProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/webhooks', tags, summary: "The team's webhook endpoints (team admins)" } })
    .input(z.void())
    .output(WebhookEndpointsResponse)
    .query(({ ctx }) => webhooks.listEndpoints(ctx)),

  create: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/webhooks', tags, summary: 'Register an HTTPS endpoint for the events it picks' } })
    .input(CreateWebhookRequest)
    .output(WebhookEndpointRow)
    .mutation(({ ctx, input }) => webhooks.createEndpoint(ctx, input)),

  update: teamAdminProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/user/team/webhooks/update', tags, summary: "Change an endpoint's address or events, or enable or disable it" },
    })
    .input(UpdateWebhookRequest)
    .output(WebhookEndpointRow)
    .mutation(({ ctx, input }) => webhooks.updateEndpoint(ctx, input)),

  remove: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/webhooks/remove', tags, summary: 'Remove an endpoint and its delivery log' } })
    .input(WebhookIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => webhooks.removeEndpoint(ctx, input)),

  sendTest: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/webhooks/test', tags, summary: 'Send a webhook.test event to an endpoint' } })
    .input(WebhookIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => webhooks.sendTestEvent(ctx, input)),

  deliveries: teamAdminProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/user/team/webhooks/{id}/deliveries', tags, summary: "An endpoint's deliveries, newest first, with every attempt" },
    })
    .input(WebhookDeliveriesRequest)
    .output(WebhookDeliveriesResponse)
    .query(({ ctx, input }) => webhooks.listDeliveries(ctx, input)),

  redeliver: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/webhooks/redeliver', tags, summary: 'Send a delivery again' } })
    .input(RedeliverRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => webhooks.redeliver(ctx, input)),
});
