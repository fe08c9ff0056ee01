import path from 'node:path';
import { z } from 'zod';
import { API_KEY_LIMIT } from '../shared/api-key-limits.js';
import { WEBHOOK_LIMIT } from '../shared/webhook-constants.js';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5488),
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.stringbool().default(true),
  /** E-mail over SMTP (e.g. smtp://user:pass@host:587); without it every e-mail goes to the dev mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Pitchroom <no-reply@pitchroom.local>'),
  /** Where Contact Us messages go. */
  OPERATORS_EMAIL: z.string().email().default('operators@pitchroom.local'),
  /** AI helpers: an OpenAI-compatible chat API (base URL, key, model); without AI_BASE_URL the local engine answers. */
  /** Unset: events between instances go over PostgreSQL (LISTEN/NOTIFY); `nats://host:4222`: over NATS JetStream. */
  BUS_URL: z
    .string()
    .regex(/^nats:\/\//, 'must be a nats:// URL')
    .optional(),
  /** Serves GET /metrics (Prometheus) to `Authorization: Bearer <token>`; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().default('none'),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  /** Signs upload URLs and talent login links; without it a secret is kept in DATA_DIR/signing-secret. */
  SIGNING_SECRET: z.string().min(32).optional(),
  /** An S3-compatible bucket for uploads; without S3_BUCKET uploads stay on local disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (http://endpoint/bucket/key), as MinIO and s3rver need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** Where the bucket's public-read objects are fetched by browsers; default {S3_ENDPOINT}/{S3_BUCKET}. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Each API key's budget of calls per minute. */
  API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(API_KEY_LIMIT.perWindow),
  /** Webhook endpoints on loopback or private networks (refused by default: no requests into the operator's network). */
  WEBHOOKS_ALLOW_PRIVATE: z.stringbool().default(false),
  /** Extra certificate authorities (a PEM file) webhook deliveries trust besides the usual ones. */
  WEBHOOKS_CA_FILE: z.string().optional(),
  /** The first pause before a failed webhook delivery is tried again (doubling after each failure, up to an hour). */
  WEBHOOKS_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(WEBHOOK_LIMIT.firstRetrySeconds),
});

/** Every environment variable the server reads (each documented in docs/operations.md). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export type Config = z.infer<typeof schema> & { dataDir: string; clientDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  // Links in e-mails must not be built from a request's Host header once they reach real inboxes.
  if (parsed.data.SMTP_URL && !parsed.data.PUBLIC_ORIGIN)
    throw new Error('Invalid configuration: SMTP_URL needs PUBLIC_ORIGIN (the origin of links in e-mails)');
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    clientDir: path.resolve('dist/client'),
  };
}
