/** The messaging module's public face: its routers for the app's router. */
export { messagingRouter } from './messaging.router.js';
