import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '@nestly/shared';

/** What Node's HTTP parser reports, in the product's words (the catalogue's codes). */
const ANSWERS: Partial<Record<string, { code: ErrorCode; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    code: 'HEADERS_TOO_LARGE',
    message:
      'The request headers are too large (16 KB at most, cookies included). Clear this site’s cookies and try again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
};
const MALFORMED = {
  code: 'BAD_REQUEST',
  message: 'The request could not be read as HTTP.',
} as const;

/**
 * Answers the errors Node's HTTP server meets before any route runs (headers over its limit, a
 * request trickled in too slowly, bytes that are not HTTP) with the product's error body,
 * `{ message, code }` as JSON (issue 23: these answered Fastify's own shape), then closes the
 * connection: what follows on it cannot be read.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const status = ERROR_STATUS[answer.code];
  const body = JSON.stringify({ message: answer.message, code: answer.code });
  this.log.debug({ code: error.code }, 'client error before routing');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Closed once the answer is written, not before (destroying at once can cut it off).
  socket.destroySoon();
}
