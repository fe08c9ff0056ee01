/** The support module's public face: its routers for the app's router. */
export { supportRouter } from './support.router.js';
