import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts a 400's field details next to their inputs. Returns true when at least one field was
 * matched, so the caller can skip a toast that would say the same thing.
 */
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!isApiError(error)) return false;
  let matched = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.field || detail.field.endsWith(`.${name}`));
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      matched = true;
    }
  }
  return matched;
};
