import { addMonths, format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';

/** Calendar dates travel as `YYYY-MM-DD` strings: no time zone can shift them. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-12-01' })
  .refine((value) => isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value, {
    error: 'Not a real calendar date',
  });

/**
 * The day a stay of `months` whole months starting on `start` ends (exclusive: the move-out day).
 * Month ends clamp: 31 Jan + 1 month = 28 or 29 Feb (date-fns addMonths).
 */
export const addMonthsToDate = (start: string, months: number): string =>
  format(addMonths(parseISO(start), months), 'yyyy-MM-dd');

export const formatIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');
