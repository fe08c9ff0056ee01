import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { WEBHOOK_LIMIT, WEBHOOK_TEXT } from '../../../shared/webhook-constants.js';
import { publicAddresses } from './webhook-address.js';

export interface PostOptions {
  allowPrivate: boolean;
  /** Extra certificate authorities (PEM) trusted besides the usual ones. */
  caFile?: string;
}

export type PostOutcome = { statusCode: number | null; error: string | null; durationMs: number };

/** The certificate authorities a delivery trusts: the usual ones and the operator's extra ones. */
function trustedAuthorities(caFile?: string) {
  return caFile ? [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')] : undefined;
}

/**
 * POSTs a signed delivery to an HTTPS endpoint: connected to an address checked to be public (the
 * same one the check resolved), no redirects followed, an answer within WEBHOOK_LIMIT.timeoutMs.
 * Answers the endpoint's status, or why none came.
 */
export async function postDelivery(url: string, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostOutcome => ({ statusCode, error, durationMs: Math.round(performance.now() - started) });
  const target = new URL(url);
  const addresses = await publicAddresses(target.hostname, options.allowPrivate);
  if (addresses === 'private') return done(null, WEBHOOK_TEXT.privateAddress);
  if (addresses === 'unresolvable') return done(null, WEBHOOK_TEXT.unresolvable);
  const [{ address, family }] = addresses as [(typeof addresses)[number]];
  return new Promise((resolve) => {
    const request = https.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Pitchroom-Webhooks/1', 'content-length': Buffer.byteLength(body) },
        ca: trustedAuthorities(options.caFile),
        lookup: (_host, _opts, callback) =>
          (_opts as { all?: boolean }).all ? callback(null, [{ address, family }] as never) : callback(null, address, family),
        timeout: WEBHOOK_LIMIT.timeoutMs,
        agent: false,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(done(answer.statusCode ?? null, null)));
        answer.on('error', (error) => resolve(done(answer.statusCode ?? null, error.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${WEBHOOK_LIMIT.timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve(done(null, error.message.slice(0, 500))));
    request.end(body);
  });
}
