import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * HMAC signatures for links that carry their own permission (upload URLs, talent login links).
 * The secret is SIGNING_SECRET, else one kept in DATA_DIR so restarts (and instances sharing the
 * directory) keep accepting the links they made.
 */
export class Signer {
  private constructor(private readonly secret: Buffer) {}

  static fromConfig(config: Pick<Config, 'SIGNING_SECRET' | 'dataDir'>) {
    if (config.SIGNING_SECRET) return new Signer(Buffer.from(config.SIGNING_SECRET));
    const file = path.join(config.dataDir, 'signing-secret');
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch {
      // already there
    }
    return new Signer(Buffer.from(fs.readFileSync(file, 'utf8').trim()));
  }

  sign(...parts: string[]) {
    return createHmac('sha256', this.secret).update(parts.join('\n')).digest('base64url');
  }

  verify(signature: string, ...parts: string[]) {
    const expected = Buffer.from(this.sign(...parts));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
