import { z } from 'zod';

/**
 * One catalogue of error codes for the whole product, and the HTTP status each maps to.
 * The API's error handler turns an AppError into `{ message, code }` with this status;
 * the web's api-client reads the same shape back into an ApiError.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  /** Input refused before any schema ran: a body that is not valid JSON, a malformed request. */
  BAD_REQUEST: 400,
  INVALID_SIGNUP_TYPE: 400,
  INVALID_AUTH_TYPE: 400,
  USER_ID_REQUIRED: 400,
  OWNER_ID_REQUIRED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  INVALID_FILE: 400,
  WRONG_PASSWORD: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  ACCOUNT_NOT_VERIFIED: 403,
  OWNER_NOT_APPROVED: 403,
  PLAN_REQUIRED: 403,
  PLAN_LIMIT_REACHED: 403,
  NOT_AUTHORIZED_AS_OWNER: 403,
  NOT_AUTHORIZED_AS_ADMIN: 403,
  NOT_AUTHORIZED_AS_USER: 403,
  NOT_AUTHENTICATED_AS_OWNER: 403,
  /** Changing the payout account: the password (or mailed code) given is not the person's. */
  PAYOUT_CONFIRMATION_FAILED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  DATES_TAKEN: 409,
  INVALID_TRANSITION: 409,
  PRICE_CHANGED: 409,
  INSUFFICIENT_FUNDS: 409,
  ALREADY_REVIEWED: 409,
  HOLD_LIMIT_REACHED: 409,
  ADD_ON_UNAVAILABLE: 409,
  /** A withdrawal without a payout account, or with one the provider did not verify. */
  PAYOUT_ACCOUNT_REQUIRED: 409,
  PAYOUT_ACCOUNT_NOT_VERIFIED: 409,
  /** The same Idempotency-Key with another request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The request did not arrive in time (the connection is closed). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request's headers (cookies included) exceed the server's limit. */
  HEADERS_TOO_LARGE: 431,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The codes the catalogue answers with `status`, e.g. every 409 for the docs of a conflict. */
export const errorCodesWithStatus = (status: number) =>
  ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);

/** The body of every error answer. `details` lists the fields at fault on validation errors. */
export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  details?: { field: string; message: string }[];
  /** The request's id (also in its `x-request-id` header and every log line of it). */
  requestId?: string;
}

/**
 * The one schema of every error answer, for the OpenAPI document (`ErrorBody` in its components)
 * and the response serialiser. Loose, so serialising an error never drops a field the handler
 * sent; `code` lists the whole catalogue, so the document names every code a client can meet.
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    details: z.array(z.object({ field: z.string(), message: z.string() }).loose()).optional(),
    requestId: z
      .string()
      .optional()
      .meta({ description: 'The request id of the x-request-id header, to quote to support' }),
  })
  .loose()
  .meta({ id: 'ErrorBody', description: 'The body of every error answer' });

/**
 * Refusal options for a refine whose failure has its own catalogue code: the code travels in the
 * issue's `params`, so the API answers it without reading the message.
 */
export const codedRefusal = (errorCode: ErrorCode, message: string) => ({
  error: message,
  params: { errorCode },
  abort: true,
});

/** The catalogue code a Zod issue carries (from `codedRefusal`), if any. */
export const errorCodeOfIssue = (issue: object): ErrorCode | undefined => {
  const params =
    'params' in issue ? (issue.params as { errorCode?: unknown } | undefined) : undefined;
  const code = params?.errorCode;
  return typeof code === 'string' && code in ERROR_STATUS ? (code as ErrorCode) : undefined;
};

/**
 * One of `values`, refused with `message` and its own `errorCode` (the spec's "Invalid signup
 * type" and friends). Documented as the plain enum it is.
 */
export const codedEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  errorCode: ErrorCode,
  message: string,
) =>
  z
    .unknown()
    .refine(
      (value) => typeof value === 'string' && (values as readonly string[]).includes(value),
      codedRefusal(errorCode, message),
    )
    .pipe(z.enum(values))
    .meta({ type: 'string', enum: [...values] });
