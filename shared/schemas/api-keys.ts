import { z } from 'zod';
import { rowIdParam } from './common.js';
import { textField } from './text.js';

export const API_KEY_NAME_MAX = 100;
export const API_KEY_NAME_REQUIRED = 'Give the key a name';

/** An API key as listed: never the key itself, which is shown once when created. */
export const ApiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: z.string().nullable(),
});

/** GET /api/user/team/api-keys */
export const ApiKeysResponse = z.object({ keys: z.array(ApiKeyRow) });

/** POST /api/user/team/api-keys */
export const CreateApiKeyRequest = z.object({ name: textField(API_KEY_NAME_MAX).min(1, API_KEY_NAME_REQUIRED) });
/** The key in full, this once. */
export const CreateApiKeyResponse = z.object({ id: z.number(), name: z.string(), key: z.string() });

/** POST /api/user/team/api-keys/revoke */
export const RevokeApiKeyRequest = z.object({ id: rowIdParam() });
