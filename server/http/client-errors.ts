import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVICE_TEXT } from '../../shared/service-texts.js';

/** How long a refused client may go on sending before its connection is closed. */
const DRAIN_MS = 5000;

/**
 * Requests Node cannot parse get an answer instead of a reset: an over-long request line or
 * headers 431, anything else malformed 400. What the client is still sending is read and dropped
 * before the connection closes, since closing on unread data is what makes TCP send a reset.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge ? { error: SERVICE_TEXT.requestTooLarge, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' } : { error: 'Bad request', code: 'BAD_REQUEST' },
    );
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
