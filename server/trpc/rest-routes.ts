import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';

/** One documented call: its procedure's dotted path, type, and what its input takes. */
export interface RestRoute {
  path: string;
  type: 'query' | 'mutation';
  /** The input is z.void(): the call takes none. */
  takesNoInput: boolean;
  /** Query parameters whose schema is an array: a single value is taken as a list of one. */
  listParams: Set<string>;
}

type Zod = { _zod?: { def?: Record<string, unknown> & { type?: string } } } & Record<string, unknown>;
const kind = (schema: unknown) => (schema as Zod | undefined)?._zod?.def?.type;
const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault']);

/** The schema inside optional/nullable/default/lazy (and, with `pipes`, a pipe's input). */
function unwrap(schema: unknown, pipes: boolean): Zod {
  let current = schema as Zod;
  for (;;) {
    const def = current._zod!.def!;
    if (kind(current) === 'array') current = def.element as Zod;
    else if (WRAPPERS.has(kind(current)!)) current = def.innerType as Zod;
    else if (kind(current) === 'lazy') current = (def.getter as () => Zod)();
    else if (kind(current) === 'pipe' && pipes) current = (kind(def.out) === 'transform' ? def.in : def.out) as Zod;
    else return current;
  }
}

/**
 * Query strings and form-minded integrators send numbers, booleans and dates as text: the input
 * schemas of documented calls take them as such (the coercion trpc-to-openapi applies), set once
 * at start so a call behaves the same over REST and tRPC.
 */
function coerceObject(schema: Zod) {
  for (const field of Object.values((schema._zod!.def!.shape ?? {}) as Record<string, unknown>)) {
    const inner = unwrap(field, false);
    if (['number', 'boolean', 'bigint', 'date'].includes(kind(inner)!)) inner._zod!.def!.coerce = true;
    else if (kind(inner) === 'object') coerceObject(inner);
  }
}

const isArrayField = (schema: unknown) => {
  let current = schema as Zod;
  while (WRAPPERS.has(kind(current)!)) current = current._zod!.def!.innerType as Zod;
  return kind(current) === 'array';
};

/** `/api/x/{id}` as a pattern with named groups, as trpc-to-openapi matches it. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{(.+?)\}/g, (_, key: string) => `(?<${key}>[^/]+)`)}$`, 'i');
const normalize = (path: string) => `/${path.replace(/^\/|\/$/g, '')}`;

/** The documented calls of a router by method, for the REST adapter: fixed paths by lookup, templated ones by pattern. */
export function restRoutes(router: AnyTRPCRouter) {
  const fixed = new Map<string, RestRoute>();
  const templated: { method: string; pattern: RegExp; route: RestRoute }[] = [];
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    const type = procedure._def.type;
    if (!openapi || openapi.enabled === false || type === 'subscription') continue;
    const input = (procedure._def as { inputs: unknown[] }).inputs[0];
    const unwrapped = input ? unwrap(input, true) : undefined;
    const takesNoInput = ['void', 'undefined', 'never'].includes(kind(unwrapped) ?? '');
    const shape = kind(unwrapped) === 'object' ? ((unwrapped!._zod!.def!.shape ?? {}) as Record<string, unknown>) : {};
    if (kind(unwrapped) === 'object') coerceObject(unwrapped!);
    const route: RestRoute = { path, type, takesNoInput, listParams: new Set(Object.keys(shape).filter((key) => isArrayField(shape[key]))) };
    const documented = normalize(openapi.path);
    if (documented.includes('{')) templated.push({ method: openapi.method, pattern: pathPattern(documented), route });
    else fixed.set(`${openapi.method} ${documented.toLowerCase()}`, route);
  }
  /** The call at `method` and `path`, with the values of its path's parameters. */
  return (method: string, path: string): { route: RestRoute; pathInput: Record<string, string> } | null => {
    const wanted = normalize(path);
    const exact = fixed.get(`${method} ${wanted.toLowerCase()}`);
    if (exact) return { route: exact, pathInput: {} };
    for (const entry of templated) {
      const match = entry.method === method ? entry.pattern.exec(wanted) : null;
      if (match) return { route: entry.route, pathInput: { ...match.groups } };
    }
    return null;
  };
}
