/** The messaging module's public face for other modules. */
export { unreadCount } from './conversation-list.js';
