import path from 'node:path';
import type { Signer } from '../auth/signing.js';
import type { Config } from '../config.js';
import { LocalFileStore } from './local-store.js';
import { S3FileStore } from './s3-store.js';
import type { FileStore } from './store.js';

export type { FileStore } from './store.js';
export { cleanFilename } from './store.js';

/** S3 when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export function createFileStore(config: Config, signer: Signer): FileStore {
  return config.S3_BUCKET ? new S3FileStore(config) : new LocalFileStore(path.join(config.dataDir, 'uploads'), signer);
}
