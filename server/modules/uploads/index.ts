/** The uploads module's public face for other modules. */
export { uploadsRouter } from './uploads.router.js';
export { takeUpload } from './uploads.service.js';
export { attachmentsOf, type Attachment } from './attachments.service.js';
export { storePortrait } from './portrait-store.js';
export { makePortrait } from './portrait-image.js';
export { storeCallImage } from './call-image.js';
export { serveLocalUploads } from './local-put.js';
