/**
 * One catalogue of error codes for the whole product, and the HTTP status each maps to.
 * The API's error handler turns an AppError into `{ message, code }` with this status;
 * the web's api-client reads the same shape back into an ApiError.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
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
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error answer. `details` lists the fields at fault on validation errors. */
export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  details?: { field: string; message: string }[];
}
