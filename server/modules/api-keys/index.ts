/** The API keys module's public face for other modules. */
export { readKeyPrincipal } from './api-keys.service.js';
