import { z } from 'zod';
import { rowIdParam } from './common.js';
import { UPLOAD_LIMIT } from '../talent-add-texts.js';
import { textField } from './text.js';

/** GET /api/media-upload: a signed, expiring, single-use PUT URL for one file. */
export const MediaUploadRequest = z.object({
  filename: textField(255).pipe(z.string().min(1)),
  type: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a MIME type such as image/jpeg'),
  /** Optional: the file's size in bytes, refused at once when over the limit. */
  size: z.coerce.number().int().min(0).max(UPLOAD_LIMIT.maxBytes, `must be at most ${UPLOAD_LIMIT.maxMegabytes} MB`).optional(),
});
export const MediaUploadResponse = z.object({ url: z.string(), key: z.string(), expires_at: z.string() });

/** The square the user framed, as fractions of the image as shown (x, y: top-left corner; size: of the short side). */
export const portraitCropSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), size: z.number().gt(0).max(1) }).strict();
export type PortraitCrop = z.infer<typeof portraitCropSchema>;

export const ReplacePortraitRequest = z.object({
  influencer_id: rowIdParam(),
  uploadedKey: z.string().trim().min(1).max(500),
  crop: portraitCropSchema.nullish(),
});
export const ReplacePortraitResponse = z.object({ success: z.boolean(), picture_url: z.string() });
