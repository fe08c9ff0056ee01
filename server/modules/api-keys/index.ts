/** The API keys module's public face for other modules. */
export { authenticateKey, type ApiKeyCaller, type ApiKeyLookup } from './api-keys.service.js';
