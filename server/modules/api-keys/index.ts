/** The API keys module's public face for other modules. */
export { apiKeysRouter } from './api-keys.router.js';
export { readKeyPrincipal } from './api-keys.service.js';
