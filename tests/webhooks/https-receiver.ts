import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A local HTTPS server with a self-signed certificate for 127.0.0.1 (made with openssl), standing
 * in for an integrator's endpoint: it records every request and answers the statuses it is told,
 * in turn, per path (200 once they run out).
 */
export async function startHttpsReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-receiver-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const received: Received[] = [];
  const statuses = new Map<string, number[]>();
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
      res.statusCode = statuses.get(req.url ?? '')?.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The certificate, for the app to trust (WEBHOOKS_CA_FILE). */
    caFile: cert,
    received,
    /** The statuses the next requests to `path` get, in turn. */
    answer: (pathname: string, ...codes: number[]) => statuses.set(pathname, codes),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
