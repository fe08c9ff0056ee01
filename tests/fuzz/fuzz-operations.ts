import fc from 'fast-check';
import { bodyValue, hostileValue, type JsonSchema, schemaValue } from './schema-arbitraries.js';

export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Every operation of an OpenAPI document, with its parameters and JSON body schema. */
export function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** One generated request: path and query parameters and a body near the schema or broken, sent as JSON, malformed JSON or another type. */
function requestArbitrary(op: Operation, knownIds: string[]) {
  const value = (schema: JsonSchema) =>
    fc.oneof(schemaValue(schema, knownIds), hostileValue(knownIds)).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc
      .tuple(...pathParams.map((p) => value(p.schema)))
      .map((values) => pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, encodeURIComponent(values[i] as string) || '%20'), op.path)),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, value(p.schema)])), { requiredKeys: [] }),
    body: bodyValue(op.body, knownIds),
    encoding: fc.constantFrom('json', 'json', 'json', 'malformed', 'text', 'form', 'none'),
  });
}

type GeneratedRequest = { path: string; query: Partial<Record<string, string>>; body: unknown; encoding: string };

async function send(baseUrl: string, cookie: string, op: Operation, request: GeneratedRequest) {
  const query = new URLSearchParams(request.query as Record<string, string>).toString();
  const json = JSON.stringify(request.body) ?? 'null';
  const bodies: Record<string, [string | undefined, string | undefined]> = {
    json: [json, 'application/json'],
    malformed: [json.slice(0, Math.max(1, Math.floor(json.length / 2))) + '{,', 'application/json'],
    text: [json, 'text/plain'],
    form: ['a=1&b=%00', 'application/x-www-form-urlencoded'],
    none: [undefined, undefined],
  };
  const [body, type] = op.method === 'GET' ? [undefined, undefined] : bodies[request.encoding];
  const response = await fetch(`${baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: op.method,
    headers: { cookie, ...(type ? { 'content-type': type } : {}) },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends `runs` generated requests to one operation; rejects (with fast-check's counterexample) on a 5xx or a hang. */
export function fuzzOperation(options: { baseUrl: string; cookie: string; op: Operation; knownIds: string[]; runs: number; seed: number }) {
  const { baseUrl, cookie, op, knownIds, runs, seed } = options;
  return fc.assert(
    fc.asyncProperty(requestArbitrary(op, knownIds), async (request) => {
      const status = await send(baseUrl, cookie, op, request);
      if (status >= 500) throw new Error(`${op.method} ${op.path} answered ${status} to ${JSON.stringify(request).slice(0, 500)}`);
    }),
    { numRuns: runs, seed },
  );
}
