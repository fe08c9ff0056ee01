/** The API keys module's public face for other modules. */
export { readKeyPrincipal, type ApiKeyCaller } from './api-keys.service.js';
