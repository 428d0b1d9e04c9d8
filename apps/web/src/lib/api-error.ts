import { isAxiosError } from 'axios';
import type { ErrorBody } from '@nestly/shared';

export interface FieldErrorDetail {
  field: string;
  message: string;
}

/** Every failed call becomes one of these; `message` is safe to show in a toast. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldErrorDetail[];
  /** From a 429's Retry-After header, in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    details?: FieldErrorDetail[];
    retryAfterSeconds?: number | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const NETWORK_ERROR_MESSAGE = 'Network error: check your connection and try again.';
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string';

/** Blob downloads carry their JSON error body as a Blob. */
const readBody = async (data: unknown): Promise<unknown> => {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text()) as unknown;
    } catch {
      return null;
    }
  }
  return data;
};

const parseRetryAfter = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(String(value));
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

export const toApiError = async (error: unknown): Promise<ApiError> => {
  if (isApiError(error)) return error;
  if (!isAxiosError(error)) {
    return new ApiError({ status: 0, code: 'UNKNOWN', message: GENERIC_ERROR_MESSAGE });
  }
  const response = error.response;
  if (!response) {
    return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  const body = await readBody(response.data);
  const headers = response.headers as Record<string, unknown>;
  return new ApiError({
    status: response.status,
    code: isErrorBody(body) ? String(body.code ?? 'ERROR') : 'ERROR',
    message: isErrorBody(body) ? body.message : GENERIC_ERROR_MESSAGE,
    details: isErrorBody(body) ? body.details : undefined,
    retryAfterSeconds: parseRetryAfter(headers['retry-after']),
  });
};

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;

/**
 * The server knows no such thing, or not for this person (404), or the address is malformed
 * (400): a page says "not found" instead of offering a retry.
 */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);
