import sharp, { type Metadata } from 'sharp';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts.js';
import type { PortraitCrop } from '../../../shared/schemas/uploads.js';
import { AppError } from '../../errors.js';

const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** Width and height as the image is shown (EXIF orientations 5-8 swap them). */
async function orientedSize(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.notAnImage, { field: 'uploadedKey' });
  }
  if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.notAnImage, { field: 'uploadedKey' });
  }
  // A decompression bomb: a small file that decodes to a huge bitmap. Refused from the header alone.
  if (meta.width * meta.height > UPLOAD_LIMIT.maxPixels) {
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.tooManyPixels(UPLOAD_LIMIT.maxPixels / 1_000_000), { field: 'uploadedKey' });
  }
  const swapped = (meta.orientation ?? 1) >= 5;
  return { width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
}

/**
 * A portrait: rotated by EXIF, the square the user framed (fractions of the shown image; the
 * centre square when none), scaled so no side exceeds 600 px, JPEG without metadata.
 */
export async function makePortrait(input: Buffer, crop?: PortraitCrop | null) {
  const { width, height } = await orientedSize(input);
  const shortSide = Math.min(width, height);
  const side = Math.max(1, Math.min(shortSide, Math.round((crop?.size ?? 1) * shortSide)));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  const left = crop ? clamp(crop.x * width, width - side) : Math.floor((width - side) / 2);
  const top = crop ? clamp(crop.y * height, height - side) : Math.floor((height - side) / 2);
  const size = Math.min(side, UPLOAD_LIMIT.portraitSize);
  try {
    return await sharp(input, { limitInputPixels: UPLOAD_LIMIT.maxPixels, failOn: 'error' })
      .autoOrient()
      .extract({ left, top, width: side, height: side })
      .resize(size, size)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: UPLOAD_LIMIT.portraitQuality, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.notAnImage, { field: 'uploadedKey' });
  }
}
