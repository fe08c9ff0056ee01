import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Signer } from '../auth/signing.js';
import { type FileStore, SAFE_KEY } from './store.js';

/** The path of the local PUT endpoint (outside /api: it takes raw bodies, not JSON). */
export const LOCAL_PUT_PATH = '/uploads/put';
/** Where local public files are served. */
export const LOCAL_FILES_PATH = '/media/files';
/** Where a signed link downloads one uploaded file (see local-attachments.ts). */
export const LOCAL_ATTACHMENTS_PATH = '/media/attachments';

/** Files on local disk under DATA_DIR/uploads; PUT URLs are signed by this server (see local-put.ts). */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly signer: Signer,
  ) {}

  pathOf(key: string) {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putUrl(key: string, _contentType: string, expiresAt: Date, origin: string) {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const query = new URLSearchParams({ key, expires, signature: this.signPut(key, expires) });
    return `${origin}${LOCAL_PUT_PATH}?${query}`;
  }

  signPut(key: string, expires: string) {
    return this.signer.sign('upload-put', key, expires);
  }

  verifyPut(key: string, expires: string, signature: string) {
    return this.signer.verify(signature, 'upload-put', key, expires);
  }

  verifyAttachment(key: string, signature: string) {
    return this.signer.verify(signature, 'upload-attachment', key);
  }

  async size(key: string) {
    try {
      return (await fs.promises.stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async read(key: string) {
    try {
      return await fs.promises.readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async write(key: string, body: Buffer) {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await fs.promises.writeFile(temporary, body);
    await fs.promises.rename(temporary, file);
  }

  async remove(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string) {
    return `${LOCAL_FILES_PATH}/${key}`;
  }

  /** Signed by this server, without expiry: the key itself holds 128 random bits, the signature makes it ours. */
  attachmentUrl(key: string, origin: string) {
    return `${origin}${LOCAL_ATTACHMENTS_PATH}/${key}?${new URLSearchParams({ signature: this.signer.sign('upload-attachment', key) })}`;
  }
}
