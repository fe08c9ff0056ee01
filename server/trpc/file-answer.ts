import { z } from 'zod';

/**
 * A procedure's answer that is a file, not JSON (a PDF deck): the REST adapter streams `body` with
 * its type and name. It passes the same pipeline as every call; only the last step, writing the
 * answer, differs. Such a procedure is REST-only: tRPC's JSON links cannot carry it.
 */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly body: NodeJS.ReadableStream,
  ) {}
}

/** The output of a procedure answering a file; the OpenAPI document shows it as binary of `contentType`. */
export const fileOutput = (contentType: string) =>
  z.custom<FileAnswer>((value) => value instanceof FileAnswer).meta({ type: 'string', format: 'binary', 'x-content-type': contentType });
