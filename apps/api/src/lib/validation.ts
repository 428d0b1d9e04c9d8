import type { z } from 'zod';
import { MESSAGES, type ErrorCode } from '@nestly/shared';
import { AppError } from './app-error';

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Messages the spec fixes for a bad role or a missing id win over any other issue of the same
 * request, and get their own codes, so a client can tell them apart.
 */
const CODE_BY_MESSAGE: Partial<Record<string, ErrorCode>> = {
  [MESSAGES.INVALID_SIGNUP_TYPE]: 'INVALID_SIGNUP_TYPE',
  [MESSAGES.INVALID_AUTH_TYPE]: 'INVALID_AUTH_TYPE',
  [MESSAGES.USER_ID_REQUIRED]: 'USER_ID_REQUIRED',
  [MESSAGES.OWNER_ID_REQUIRED]: 'OWNER_ID_REQUIRED',
};

/** The one 400 for bad input: the first (or the spec-named) message, and every field at fault. */
export const validationError = (details: FieldIssue[]) => {
  const headline = details.find((detail) => CODE_BY_MESSAGE[detail.message]) ?? details[0];
  const message = headline?.message ?? 'Invalid input';
  return new AppError(CODE_BY_MESSAGE[message] ?? 'VALIDATION_ERROR', { message, details });
};

/**
 * Validates input that did not come through a route schema (multipart fields), answering the same
 * 400 with field details as the route schemas do.
 */
export const parseInput = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      message: issue.message,
    })),
  );
};
