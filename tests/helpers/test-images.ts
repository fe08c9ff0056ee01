import sharp from 'sharp';

/** A noisy photo-like JPEG of `width` x `height` (optionally with an EXIF orientation). */
export async function photo(width: number, height: number, orientation?: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const px = (i / 3) % width;
    raw[i] = (px * 255) / width;
    raw[i + 1] = ((i / 3 / width) * 255) / height;
    raw[i + 2] = (i * 7) % 255;
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** A PNG of one colour: tiny file, `width * height` pixels once decoded (a decompression bomb when huge). */
export function flatPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG of gradients and soft bands (compresses like an illustration or a screenshot; decodes to `width * height` pixels). */
export function gradientPng(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + 100 * Math.sin((x + y) / 200);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
