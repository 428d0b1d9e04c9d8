import type { FastifyServerOptions } from 'fastify';
import { requestContext } from './request-context';

/**
 * No secret ever reaches a log line (issue 8, item 2): passwords, one-time codes, tokens, cookies
 * and mail contents are redacted by pino wherever they appear in a logged object (two levels deep),
 * and the request line drops the values of query parameters that carry secrets (the OAuth
 * callback's `code` and `state`).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'otp',
  'codeHash',
  'token',
  'accessToken',
  'refreshToken',
  'razorpay_signature',
  // A payout account's number (decision 028): never in a log line.
  'accountNumber',
  'subject',
  'text',
  'html',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
];

const SECRET_QUERY = /([?&](?:code|state|token|otp|signature)=)[^&#]*/gi;

/** The URL as logged: secret query values replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** The error properties that may be logged; any other (a failed query's `params`…) never is. */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

/**
 * A failed query's message is `Failed query: <sql>\nparams: <values>` (Drizzle): the values may be
 * a password hash, an e-mail or a code, so everything from `params:` on is cut.
 */
const withoutParams = (text: string) => text.replace(/\n?params: [\s\S]*?(?=\n {4}at |$)/, '');

/**
 * An error as it may be logged (issue 28: a database error's parameters never reach a log): its
 * type, message and stack without query parameters, a few plain fields, and its causes alike.
 */
export interface SafeError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export const safeError = (error: unknown, depth = 0): SafeError => {
  if (!(error instanceof Error)) {
    const message = withoutParams(String(error));
    return { type: typeof error, message, stack: message };
  }
  const message = withoutParams(error.message);
  const safe: SafeError = {
    type: error.name,
    message,
    stack: error.stack ? withoutParams(error.stack) : message,
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGED_ERROR_FIELDS) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number')
      safe[field] = fields[field];
  }
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
};

/** The error as one line of text for a process that has no logger yet (a failed start). */
export const describeErrorSafely = (error: unknown): string => {
  const safe = safeError(error);
  const cause = safe.cause as Record<string, unknown> | undefined;
  return [
    safe.stack ?? safe.message,
    cause ? `caused by: ${String(cause.stack ?? cause.message)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
};

export const loggerOptions = (
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  // A line logged through any logger (a service's too) while a request is served carries its id,
  // unless it is the request's own logger, which Fastify already binds to it.
  mixin: (_object, _level, logger) => {
    const context = requestContext.getStore();
    if (!context) return {};
    const bound = (logger as unknown as { bindings?: () => Record<string, unknown> }).bindings?.();
    return bound?.requestId ? {} : { requestId: context.requestId };
  },
  serializers: {
    err: safeError,
    req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      hostname: request.hostname,
      remoteAddress: request.ip,
    }),
  },
  ...(stream ? { stream } : {}),
});
