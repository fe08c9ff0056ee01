/** The teams module's public face: the team a signed-in call acts in (its team admin check is the pipeline's teamAdminProcedure). */
import type { Team } from './team.entity.js';

declare module '../../trpc/domain.js' {
  interface Caller {
    team: Team;
  }
}
