/** The tags module's public face for other modules: the master tag list. */
export { masterTagNames } from './tags.service.js';
