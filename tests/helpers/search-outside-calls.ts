import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../server/db/orm.js';
import { EventBus } from '../../server/events/bus.js';
import { PgTransport } from '../../server/events/pg-transport.js';
import { TeamRosterCache } from '../../server/modules/roster/index.js';
import { searchDirectory, type DirectoryMemory } from '../../server/modules/search/index.js';
import type { TeamServicesContext } from '../../server/trpc/team-context.js';
import { DirectorySearchRequest } from '../../shared/schemas/search.js';

/**
 * Directory searches run outside a call, as a server instance runs them: the team's searches over
 * `directory`, their roster marks from a team roster cache on a bus of their own over `url`.
 */
export async function searchesOutsideCalls(orm: Orm, url: string, teamId: string) {
  const bus = new EventBus(new PgTransport(orm.em as EntityManager, url));
  await bus.start();
  const teamRosters = new TeamRosterCache(bus);
  return {
    bus,
    search: (directory: DirectoryMemory, request: DirectorySearchRequest) =>
      searchDirectory(
        { em: orm.em.fork(), user: { primaryTeam: null }, team: { id: teamId }, directory, teamRosters } as unknown as TeamServicesContext,
        DirectorySearchRequest.parse(request),
      ),
    async close() {
      teamRosters.close();
      await bus.stop();
    },
  };
}
