/** The teams module's public face: the team a signed-in call acts in (its team admin check is the pipeline's teamAdminProcedure). */
export { teamsRouter } from './teams.router.js';
import type { Team } from './team.entity.js';

export { creditsOf, lockCredits, refundCredit, spendCredit } from './team-credits.js';
export { teamRowJson } from './teams.sql.js';
export { findTeam, teamNames } from './team-names.js';

declare module '../../trpc/domain.js' {
  interface Caller {
    team: Team;
  }
}
