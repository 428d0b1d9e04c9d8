import type { z } from 'zod';
import { errorCodeOfIssue, type ErrorCode } from '@nestly/shared';
import { AppError } from './app-error';

export interface FieldIssue {
  field: string;
  message: string;
}

/** A field at fault, and the catalogue code its schema gave the refusal (`codedRefusal`), if any. */
export interface CodedFieldIssue extends FieldIssue {
  code?: ErrorCode;
}

/**
 * The one 400 for bad input: every field at fault in `details`. An issue with its own code (the
 * spec's "Invalid signup type", "User ID is required"…) heads the answer with that code, so a
 * client can tell them apart; otherwise the first issue does, as VALIDATION_ERROR.
 */
export const validationError = (issues: CodedFieldIssue[]) => {
  const headline = issues.find((issue) => issue.code) ?? issues[0];
  const details = issues.map(({ field, message }) => ({ field, message }));
  return new AppError(headline?.code ?? 'VALIDATION_ERROR', {
    message: headline?.message ?? 'Invalid input',
    details,
  });
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
      code: errorCodeOfIssue(issue),
    })),
  );
};
