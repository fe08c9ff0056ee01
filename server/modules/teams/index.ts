/** The teams module's public face for other modules. */
export { teamAdminProcedure } from './team-admin.js';
