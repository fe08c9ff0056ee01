import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: whsec_ and the base64 of 24 random bytes. */
export const newSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64');

/**
 * The headers of a delivery under the Standard Webhooks scheme: its id, the Unix time of this
 * attempt, and `v1,` with the base64 HMAC-SHA256 of "id.timestamp.body" keyed by the secret's bytes.
 */
export function signedHeaders(secret: string, id: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}
