import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The id of the request being served, for the code it runs: every log line written while serving
 * it carries the id, even through a service's own logger (lib/logging.ts's mixin reads it here).
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** What a caller's `x-request-id` may be: short and plain (no spaces, quotes or control bytes). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The caller's request id when it sent a sane one (a proxy's, a client's), else a new UUID. */
export const requestIdFor = (header: string | string[] | undefined) => {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
};
