/** The tags module's public face for other modules: the master tag list and the categories. */
export { masterTagNames, masterTagsAmong } from './tags.service.js';
export { listCategories } from './categories.service.js';
