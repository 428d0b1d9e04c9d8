import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { formatIsoDate } from './dates';

/** Calendar dates travel as `YYYY-MM-DD` strings: no time zone can shift them. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-12-01' })
  .refine((value) => isValid(parseISO(value)) && formatIsoDate(parseISO(value)) === value, {
    error: 'Not a real calendar date',
  });
