/** The messaging module's public face for other modules: nothing of it is used elsewhere yet. */
export { messagingRouter } from './messaging.router.js';
export {};
