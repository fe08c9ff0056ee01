import { UPLOAD_LIMIT } from './talent-add-texts.js';

/**
 * Contact Us attachments (spec §2.7: drag-and-drop or click upload with thumbnails and Remove).
 * The spec gives no limits: 10 files, each within the upload flow's own size limit.
 */
export const CONTACT_LIMIT = {
  maxFiles: 10,
  maxBytes: UPLOAD_LIMIT.maxBytes,
  maxMegabytes: UPLOAD_LIMIT.maxMegabytes,
  /** Images shown as thumbnails on the page (and opened in the browser from the operators' link). */
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** Not worded by the spec. */
export const CONTACT_TEXT = {
  tooManyFiles: (max: number) => `You can attach up to ${max} files.`,
  attachmentNotFound: 'An attached file was not found among your uploads. Remove it and attach it again.',
  attachmentFailed: 'This file could not be uploaded.',
  waitForUploads: 'Wait until every file has finished uploading.',
  removeFailed: 'Remove the files that could not be uploaded, or attach them again.',
} as const;

export const CONTACT_LABEL = {
  dropFiles: 'Drag files here or click to choose them',
  dropHint: (files: number, megabytes: number) => `Up to ${files} files, ${megabytes} MB each`,
  attachments: 'Attachments',
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  thumbnail: (name: string) => `Thumbnail of ${name}`,
} as const;
