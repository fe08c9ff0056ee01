import { ROLE_TEXT } from '../../../shared/role-texts.js';
import { AppError } from '../../errors.js';
import { teamProcedure } from '../../trpc/init.js';

/** Spec §6: Manage Organization is for the team's admins (is_team_admin) and site admins. */
export const teamAdminProcedure = teamProcedure.use(({ ctx, next }) => {
  // An API key has a member's rights only, whoever created it.
  if (ctx.apiKey || (ctx.role !== 'team_admin' && !ctx.user.isAdmin)) throw new AppError('FORBIDDEN', ROLE_TEXT.teamAdminOnly);
  return next();
});
