import type { FastifyServerOptions } from 'fastify';

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

export const loggerOptions = (
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      hostname: request.hostname,
      remoteAddress: request.ip,
    }),
  },
  ...(stream ? { stream } : {}),
});
