import { createHash, randomBytes } from 'node:crypto';

/** A code for an e-mailed link (256 bits, URL-safe) and the SHA-256 that alone is stored. */
export function newLinkCode() {
  const code = randomBytes(32).toString('base64url');
  return { code, codeHash: hashLinkCode(code) };
}

export const hashLinkCode = (code: string) => createHash('sha256').update(code).digest('hex');
