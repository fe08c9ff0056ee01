import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';

/** A Creator Call image: rotated by EXIF, no side above 1200 px, JPEG without metadata. */
const CALL_IMAGE_SIZE = 1200;

/** Stores an uploaded image for a brand's Creator Call under its content hash; answers its public URL. */
export async function storeCallImage(files: FileStore, teamId: string, input: Buffer) {
  let image: Buffer;
  try {
    image = await sharp(input, { limitInputPixels: UPLOAD_LIMIT.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(CALL_IMAGE_SIZE, CALL_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: UPLOAD_LIMIT.portraitQuality, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.notAnImage, { field: 'uploadedKey' });
  }
  const hash = createHash('sha256').update(image).digest('base64url').slice(0, 16);
  const key = `call-images/${teamId}/${hash}.jpg`;
  await files.write(key, image, 'image/jpeg');
  return files.publicUrl(key);
}
