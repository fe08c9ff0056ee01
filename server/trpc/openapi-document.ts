import type { AnyTRPCRouter } from '@trpc/server';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { API_KEY_LIMIT } from '../../shared/api-key-limits.js';

type Schema = Record<string, unknown>;
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }>; headers?: Schema }>;
};
type Document = ReturnType<typeof generateOpenApiDocument>;

/** What every failed call answers (rest.ts), whatever its status. */
const ERROR_SCHEMA: Schema = {
  type: 'object',
  description: 'A failed call: what went wrong, in words a person can read, and the code to branch on.',
  properties: {
    error: { type: 'string', description: 'The message; a validation error names each bad field.' },
    code: { type: 'string', description: "The contract's code, such as BAD_REQUEST, NOT_FOUND, TOO_MANY_REQUESTS or a domain's own (no_credits)." },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A validation error: the message of each bad field, by its path.' },
    request_id: { type: 'string', description: 'Quote it to support: the server logs the call under it.' },
  },
  required: ['error', 'code'],
};
const ERROR = { $ref: '#/components/schemas/Error' };

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: `Calls an API key may make per window (${API_KEY_LIMIT.perWindow} by default).`, schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
};

const TOO_MANY = {
  description: 'Too many calls: an API key past its budget, or a sign-in or public limit. Retry after the seconds in Retry-After.',
  headers: { 'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer' } }, ...RATE_LIMIT_HEADERS },
  content: { 'application/json': { schema: ERROR } },
};

/** The OpenAPI document of every documented call, as the REST adapter (rest.ts) answers it. */
export function openApiDocumentOf(router: AnyTRPCRouter): Document {
  const document = generateOpenApiDocument(router, {
    title: 'Pitchroom API',
    version: '1.0.0',
    baseUrl: '/',
    description:
      'Every documented call of Pitchroom. Sign in with POST /api/user/account/signin; the session cookie it sets authenticates the other calls. ' +
      'Integrators send a team API key instead (created by a team admin in Settings): `Authorization: Bearer <key>` on any call, with the rights of a member of that team; an unknown or altered key answers 401, a revoked key 403. ' +
      `Each key has its own budget of calls a minute (${API_KEY_LIMIT.perWindow} unless the operator sets another), counted down in the RateLimit-* headers of every answer. ` +
      'Errors answer { "error": "<message>", "code": "<CODE>" }; validation errors are 400 and name the fields.',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'pitchroom_session' },
      apiKey: { type: 'http', scheme: 'bearer', description: "A team's API key: Authorization: Bearer <key>" },
    },
  });
  document.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  const schemas = (document.components!.schemas ??= {}) as Record<string, Schema>;
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  schemas.Error = ERROR_SCHEMA;
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations ?? {}) as Operation[]) {
      // A call anyone may make says so (an empty requirement), rather than saying nothing.
      operation.security ??= [];
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') answerAsFile(response);
        else if (response.content) response.content = { 'application/json': { schema: ERROR } };
      }
      operation.responses['429'] = TOO_MANY;
    }
  return document;
}

/** A file answer (file-answer.ts) is documented under its own content type, not as JSON. */
function answerAsFile(ok: Operation['responses'][string]) {
  const schema = ok.content?.['application/json']?.schema;
  const contentType = schema?.['x-content-type'];
  if (typeof contentType !== 'string') return;
  const { 'x-content-type': _, ...binary } = schema!;
  ok.content = { [contentType]: { schema: binary } };
}
