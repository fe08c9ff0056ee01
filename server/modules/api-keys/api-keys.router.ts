import { z } from 'zod';
import { ApiKeysResponse, CreateApiKeyRequest, CreateApiKeyResponse, RevokeApiKeyRequest } from '../../../shared/schemas/api-keys.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { router, teamAdminProcedure } from '../../trpc/init.js';
import * as keys from './api-keys.service.js';

const tags = ['api-keys'];

/** Integrators' keys, managed by the team's admins in Settings. */
export const apiKeysRouter = router({
  list: teamAdminProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/api-keys', tags, summary: "The team's API keys (team admins)" } })
    .input(z.void())
    .output(ApiKeysResponse)
    .query(({ ctx }) => keys.listKeys(ctx)),

  create: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/api-keys', tags, summary: 'Create an API key; the answer is the only time the key is shown' } })
    .input(CreateApiKeyRequest)
    .output(CreateApiKeyResponse)
    .mutation(({ ctx, input }) => keys.createKey(ctx, input)),

  revoke: teamAdminProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/api-keys/revoke', tags, summary: 'Revoke an API key at once' } })
    .input(RevokeApiKeyRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => keys.revokeKey(ctx, input)),
});
