import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnyTRPCRouter, TRPCError } from '@trpc/server';
import { contextFactory } from '../../server/trpc/context.js';
import { createCallerFactory, type Services } from '../../server/trpc/init.js';
import type { AccessRule, Caller } from './access-table.js';
import type { OwnerRows } from './owner-rows.js';

export type ActorName = 'signedOut' | 'member' | 'searchOnly' | 'teamAdmin' | 'staff' | 'siteAdmin';
export interface Actor {
  name: ActorName;
  /** The session cookie header ('' when signed out). */
  cookie: string;
}

type Outcome = { ok: true; data: unknown } | { ok: false; code: string };

/** The tRPC code an actor must get, or null when any answer but a failure of ours (and no leak) will do. */
function expectedRefusal(rule: AccessRule, actor: ActorName): string | null {
  const rank: Record<Caller, number> = { anyone: 0, signedIn: 1, teamMember: 2, sheetsUser: 2, teamAdmin: 3, brand: 2, siteAdmin: 4, staff: 4 };
  if (actor === 'signedOut') return rank[rule.caller] > 0 ? 'UNAUTHORIZED' : null;
  if (actor === 'searchOnly' && rule.caller === 'sheetsUser') return 'FORBIDDEN';
  // The matrix's actors are agencies, none a brand.
  if (rule.caller === 'brand') return 'FORBIDDEN';
  if ((actor === 'member' || actor === 'searchOnly' || actor === 'staff') && rule.caller === 'teamAdmin') return 'FORBIDDEN';
  if (rule.caller === 'siteAdmin' && actor !== 'siteAdmin') return 'FORBIDDEN';
  if (rule.caller === 'staff' && actor !== 'staff') return 'FORBIDDEN';
  return rule.foreign ? 'NOT_FOUND' : null;
}

/** Calls one procedure, by its dotted path, as the actor would over the network (the session read from the cookie). */
async function call(router: AnyTRPCRouter, services: Services, actor: Actor, path: string, input: unknown): Promise<Outcome> {
  const req = { headers: { cookie: actor.cookie }, socket: { remoteAddress: `10.9.${actor.name.length}.1` } } as unknown as IncomingMessage;
  const res = { headersSent: false, appendHeader: () => res, setHeader: () => res } as unknown as ServerResponse;
  try {
    // As the REST adapter calls (the only way in for a call that answers a file; no other call tells the two apart).
    const ctx = await contextFactory(services)({ req, res, restCall: true });
    let target: unknown = createCallerFactory(router)(ctx);
    for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
    const data = await (target as (input: unknown) => Promise<unknown>)(input);
    // A subscription answers a stream once its checks pass: it is not read, so nothing listens.
    return { ok: true, data: data && typeof data === 'object' && Symbol.asyncIterator in data ? '(stream)' : data };
  } catch (error) {
    return { ok: false, code: error instanceof TRPCError ? error.code : `THROWN ${(error as Error).message}` };
  }
}

/**
 * Walks every procedure of `router` as every actor and answers what went wrong: a procedure missing
 * from the table, a refusal that did not come, a failure of ours, or an answer that shows the owner
 * team's rows. (Whether anything changed is read back by the caller, as the owner.)
 */
export async function checkAccess(
  router: AnyTRPCRouter,
  services: Services,
  table: Record<string, AccessRule>,
  actors: Actor[],
  owner: OwnerRows,
  /** Checks an answer against what the API's contract promises (openapi-answers.ts): the mismatch, or null. */
  checkAnswer: (path: string, answer: unknown) => string | null = () => null,
) {
  const problems: string[] = [];
  let calls = 0;
  const paths = Object.keys(router._def.procedures as Record<string, unknown>);
  for (const path of paths) if (!table[path]) problems.push(`${path}: not in the access table`);
  for (const path of Object.keys(table)) if (!paths.includes(path)) problems.push(`${path}: in the access table but not in the router`);

  for (const path of paths.filter((p) => table[p])) {
    const rule = table[path];
    for (const actor of actors) {
      if (rule.endsSession && actor.name !== 'signedOut') continue;
      calls++;
      const outcome = await call(router, services, actor, path, rule.input?.(owner));
      const expected = expectedRefusal(rule, actor.name);
      const where = `${path} as ${actor.name}`;
      if (expected) {
        if (outcome.ok || outcome.code !== expected) problems.push(`${where}: expected ${expected}, got ${outcome.ok ? 'an answer' : outcome.code}`);
        continue;
      }
      if (!outcome.ok && (outcome.code === 'INTERNAL_SERVER_ERROR' || outcome.code.startsWith('THROWN'))) problems.push(`${where}: ${outcome.code}`);
      const mismatch = outcome.ok ? checkAnswer(path, outcome.data) : null;
      if (mismatch) problems.push(`${where}: ${mismatch}`);
      if (outcome.ok && rule.caller !== 'anyone') {
        const text = JSON.stringify(outcome.data) ?? '';
        const leaked = [owner.marker, ...owner.privateIds].filter((secret) => text.includes(secret));
        if (leaked.length) problems.push(`${where}: the answer shows the owner team's ${leaked.join(', ')}`);
      }
    }
  }
  return { problems, calls, procedures: paths.length, actors: actors.length };
}
