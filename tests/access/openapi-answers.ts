import type { AnyTRPCRouter } from '@trpc/server';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { FileAnswer } from '../../server/trpc/file-answer.js';

type Document = {
  paths?: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components?: object;
};

/**
 * Checks an answer of a documented procedure against the 200 response its OpenAPI document
 * promises (as JSON, the way the REST adapter writes it): answers the first mismatch, or null.
 * Procedures without a documented path (tRPC only) and file answers pass.
 */
export function openApiAnswerCheck(router: AnyTRPCRouter, openApi: object) {
  const document = openApi as Document;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  const compiled = new Map<string, ValidateFunction | null>();
  const procedures = router._def.procedures as Record<string, { _def: { meta?: { openapi?: { method: string; path: string } } } }>;

  const validatorOf = (procedure: string) => {
    if (compiled.has(procedure)) return compiled.get(procedure)!;
    const openapi = procedures[procedure]?._def.meta?.openapi;
    const schema = openapi && document.paths?.[openapi.path]?.[openapi.method.toLowerCase()]?.responses['200']?.content?.['application/json']?.schema;
    // The operation's schema with the document's components beside it, so its $refs resolve.
    const validate = schema ? ajv.compile({ ...schema, components: document.components }) : null;
    compiled.set(procedure, validate);
    return validate;
  };

  return (procedure: string, answer: unknown): string | null => {
    if (answer instanceof FileAnswer) return null;
    const validate = validatorOf(procedure);
    if (!validate || validate(JSON.parse(JSON.stringify(answer ?? null)))) return null;
    const [error] = validate.errors ?? [];
    return `answer differs from the OpenAPI document at ${error?.instancePath || '(root)'}: ${error?.message} ${JSON.stringify(error?.params)}`;
  };
}
