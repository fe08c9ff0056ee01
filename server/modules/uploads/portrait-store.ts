import { createHash } from 'node:crypto';
import type { PortraitCrop } from '../../../shared/schemas/uploads.js';
import type { FileStore } from '../../storage/index.js';
import { makePortrait } from './portrait-image.js';

/**
 * Makes the portrait and stores it under a name that includes its content hash, so its URL
 * changes with every new portrait (caches keep the old one only under the old URL).
 */
export async function storePortrait(files: FileStore, influencerId: number, input: Buffer, crop?: PortraitCrop | null) {
  const image = await makePortrait(input, crop);
  const hash = createHash('sha256').update(image).digest('base64url').slice(0, 16);
  const key = `portraits/${influencerId}/${hash}.jpg`;
  await files.write(key, image, 'image/jpeg');
  return files.publicUrl(key);
}
