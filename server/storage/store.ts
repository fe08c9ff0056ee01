/**
 * Where uploaded and processed files live: local disk under DATA_DIR by default, an
 * S3-compatible bucket when configured. Browsers send uploads straight to `putUrl`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A URL that takes one PUT of `key` until `expiresAt` (origin: where this server is reached). */
  putUrl(key: string, contentType: string, expiresAt: Date, origin: string): Promise<string>;
  /** The stored size in bytes, or null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Where browsers fetch a public file (a portrait). */
  publicUrl(key: string): string;
  /** A lasting link to one uploaded file for whoever is given it (the operators, for Contact Us attachments). */
  attachmentUrl(key: string, origin: string): string;
}

/** Keys are ours (ids, a cleaned file name): letters, digits, . _ - and /, never "..". */
export const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9._\-/]{1,400}$/;

/** A file name reduced to what is safe in a key and a URL. */
export function cleanFilename(filename: string) {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+/, '')
    .slice(-100);
  return cleaned || 'file';
}
