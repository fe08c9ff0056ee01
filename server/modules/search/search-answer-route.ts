import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DirectorySearchRequest } from '../../../shared/schemas/search.js';
import type { Orm } from '../../db/orm.js';
import { plainGet } from '../../http/plain-get.js';
import type { SessionTeams } from '../../trpc/session-teams.js';
import type { DirectoryMemory } from './memory/directory-memory.js';
import { searchDirectory } from './search.service.js';

/** The documented REST path of the search (search.router.ts declares it with its procedure). */
const SEARCH_PATH = '/api/directory/social-accounts';

/**
 * A search by a session seen lately (SessionTeams: a team call of the last minute read it, and
 * nothing ended or changed it since), answered before Express: the router's answer without the
 * router, a session statement or the output schema's copy of 300 results (search.service.ts types
 * them; a test holds both answers equal). Answers false, leaving the request to Express, for any
 * other request, an unknown session, an input the schema refuses or a search that fails ("too
 * broad", say), so every error keeps its one source.
 */
export function searchAnswerFastPath(services: { orm: Orm; sessionTeams: SessionTeams; directory: DirectoryMemory }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const get = plainGet(req);
    if (get?.path !== SEARCH_PATH) return false;
    const caller = services.sessionTeams.ofRequest(req);
    if (!caller) return false;
    const input = DirectorySearchRequest.safeParse(Object.fromEntries(get.query));
    if (!input.success) return false;
    const searcher = {
      em: services.orm.em.fork() as EntityManager,
      directory: services.directory,
      user: { primaryTeam: caller.primaryTeamId === null ? null : { id: caller.primaryTeamId } },
      team: { id: caller.teamId },
    };
    let body: string;
    try {
      body = JSON.stringify(await searchDirectory({ ...searcher, res }, input.data));
    } catch {
      return false;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
    return true;
  };
}
