import type { z } from 'zod';
import { etagOf } from '../http/answer-encoding.js';

const PATCHED = Symbol('passes checked answers on');
const CHECKED = Symbol('checked against');
const WRITTEN = Symbol('as JSON bytes');

type Written = { bytes: Buffer | string; etag: string | null };
type Marked = { [CHECKED]?: z.ZodType; [WRITTEN]?: Written };

const isChecked = (value: unknown, schema: z.ZodType) => typeof value === 'object' && value !== null && (value as Marked)[CHECKED] === schema;

/*
 * Answers kept in a cache (the public sheet, analytics) are checked against their output schema
 * once, when they are built (`checkKeptAnswer`), which marks the copy it returns; the procedure's
 * output step (tRPC's, through the schema's parseAsync: `.output(keptAnswers(schema))`) passes that
 * same object on as it is instead of checking and copying it on every call. Any other value is
 * checked as before.
 */

/** The output schema of a call that answers kept answers (set before tRPC takes its parseAsync). */
export function keptAnswers<S extends z.ZodType>(schema: S): S {
  const patched = schema as S & { [PATCHED]?: true };
  if (patched[PATCHED]) return schema;
  const parseAsync = schema.parseAsync.bind(schema);
  const passChecked = (value: unknown, params?: Parameters<S['parseAsync']>[1]) =>
    isChecked(value, schema) ? Promise.resolve(value) : parseAsync(value, params);
  (schema as { parseAsync: unknown }).parseAsync = passChecked;
  Object.defineProperty(patched, PATCHED, { value: true });
  return schema;
}

/** An answer to keep, checked against `schema` (a copy, marked as checked). */
export function checkKeptAnswer<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.parse(value) as object;
  Object.defineProperty(parsed, CHECKED, { value: schema });
  return parsed as z.output<S>;
}

/** A call's answer as JSON: a kept answer is written once, as bytes with their ETag, however often it is sent. */
export function answerJson(value: unknown): Written {
  if (typeof value !== 'object' || value === null || !(value as Marked)[CHECKED]) return { bytes: JSON.stringify(value), etag: null };
  const marked = value as Marked;
  if (marked[WRITTEN] === undefined) {
    const bytes = Buffer.from(JSON.stringify(value));
    Object.defineProperty(marked, WRITTEN, { value: { bytes, etag: etagOf(bytes) } });
  }
  return marked[WRITTEN]!;
}

/**
 * An answer its own writer wrote as JSON bytes, for an answer too large to build as objects on
 * every call (the writer's tests check that it writes what `schema` accepts). It is passed on as
 * checked and sent as those bytes; the objects it stands for are never held (a cache that keeps
 * many for long would have every collection copy them). Read as an object, in the process or by a
 * transport that writes its own JSON, it is parsed from the bytes once.
 */
export function writtenAnswer<S extends z.ZodObject>(schema: S, bytes: Buffer): z.output<S> {
  type T = z.output<S>;
  const written: Written = { bytes, etag: etagOf(bytes) };
  let parsed: T | undefined;
  const read = () => (parsed ??= JSON.parse(written.bytes.toString()) as T);
  const kept = {} as T;
  for (const key of Object.keys(schema.shape)) Object.defineProperty(kept, key, { get: () => read()[key as keyof T], enumerable: true });
  Object.defineProperty(kept, 'toJSON', { value: read });
  Object.defineProperty(kept, CHECKED, { value: schema });
  Object.defineProperty(kept, WRITTEN, { value: written });
  return kept;
}
