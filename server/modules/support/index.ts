/** The support module's public face: its router (Contact Us). */
export { supportRouter } from './support.router.js';
