import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import { plainGet } from '../../http/plain-get.js';
import type { SessionTeams } from '../../trpc/session-teams.js';
import type { AnalyticsCache } from './analytics-cache.js';
import { type AnalyticsCallName, analyticsCalls, answerBytes } from './analytics.service.js';

/** The documented REST paths of the reads (analytics.router.ts declares them with their procedures). */
const REST_PATHS: Record<string, AnalyticsCallName> = {
  '/api/user/analytics': 'dashboard',
  '/api/user/analytics-visitors': 'visitors',
  '/api/user/analytics/sheet-clicks': 'sheetClicks',
};
const TRPC_PATH = /^\/trpc\/([\w.,]+)$/;

type Reads = { names: AnalyticsCallName[]; inputs: unknown[]; wrap: (bodies: Buffer[]) => Buffer };

const [RESULT_START, RESULT_END, COMMA, BATCH_START, BATCH_END] = ['{"result":{"data":', '}}', ',', '[', ']'].map((text) => Buffer.from(text));
const trpcResult = (body: Buffer) => [RESULT_START, body, RESULT_END];

/** The reads a GET asks for (a REST path, or tRPC calls of analytics only, batched or not), or null for anything else. */
function readsOf({ path, query }: { path: string; query: URLSearchParams }): Reads | null {
  const rest = REST_PATHS[path];
  if (rest) return { names: [rest], inputs: [Object.fromEntries(query)], wrap: ([body]) => body };
  const procedures = TRPC_PATH.exec(path)?.[1].split(',');
  const names = procedures?.map((p) => p.replace(/^analytics\./, ''));
  if (!names?.every((name, i) => name !== procedures![i] && Object.hasOwn(analyticsCalls, name))) return null;
  try {
    const input: unknown = query.has('input') ? JSON.parse(query.get('input')!) : undefined;
    const calls = names as AnalyticsCallName[];
    if (query.get('batch') !== '1') return calls.length === 1 ? { names: calls, inputs: [input], wrap: ([body]) => Buffer.concat(trpcResult(body)) } : null;
    const byIndex = (input ?? {}) as Record<string, unknown>;
    return { names: calls, inputs: calls.map((_, i) => byIndex[i]), wrap: (bodies) => Buffer.concat([BATCH_START, ...bodies.flatMap((body, i) => [...(i ? [COMMA] : []), ...trpcResult(body)]), BATCH_END]) };
  } catch {
    return null;
  }
}

/**
 * The analytics reads of a session seen lately (SessionTeams: a team call of the last minute read
 * it, and nothing ended or changed it since), answered before Express from the cache, or loaded
 * into it: the same answers as the procedures', without the router, a session statement or a
 * second serialisation. Answers false, leaving the request to Express, for any other request, an
 * unknown session, an input the schema refuses or a load that fails (a sheet not found, say), so
 * every error keeps its one source.
 */
export function analyticsAnswerFastPath(services: { orm: Orm; sessionTeams: SessionTeams; analytics: AnalyticsCache }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const get = plainGet(req);
    const reads = get && readsOf(get);
    if (!reads) return false;
    const caller = services.sessionTeams.ofRequest(req);
    if (!caller) return false;
    const inputs = reads.names.map((name, i) => analyticsCalls[name].input.safeParse(reads.inputs[i]));
    if (inputs.some((input) => !input.success)) return false;
    let em: EntityManager | undefined;
    const reader = {
      get em() {
        return (em ??= services.orm.em.fork() as EntityManager);
      },
      team: { id: caller.teamId },
      user: { id: caller.userId },
      analytics: services.analytics,
    };
    let bodies: Buffer[];
    try {
      bodies = await Promise.all(reads.names.map((name, i) => answerBytes(reader, name, inputs[i].data)));
    } catch {
      return false;
    }
    const body = reads.wrap(bodies);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body);
    return true;
  };
}
