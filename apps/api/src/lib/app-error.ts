import { ERROR_STATUS, type ErrorCode } from '@nestly/shared';

export interface AppErrorOptions {
  message: string;
  details?: { field: string; message: string }[];
  /** Extra response headers, e.g. Retry-After on 429. */
  headers?: Record<string, string>;
}

/** The one error type services throw; the error handler maps `code` to its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: { field: string; message: string }[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions) {
    super(options.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const notFound = (what: string) =>
  new AppError('NOT_FOUND', { message: `${what} not found` });
