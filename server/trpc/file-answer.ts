import { TRPCError } from '@trpc/server';
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

/** A file answer's procedures refuse other ways in (tRPC over HTTP or a WebSocket) before doing any work. */
export function refuseOutsideRest(ctx: { restCall: boolean }) {
  if (!ctx.restCall) throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'This call answers a file: use its documented /api path' });
}
