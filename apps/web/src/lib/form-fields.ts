import { z } from 'zod';
import { formatInr, rupeesToPaise } from '@nestly/shared';

/**
 * Number inputs hand react-hook-form strings. An empty box is "required", text that is not a
 * number says so, and anything else is checked as a number.
 */
export const numberField = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? Number(value.trim().replace(/,/g, ''))
          : value,
    z.number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a number`,
    }),
  );

/** An amount people type in rupees (up to two decimals); the caller sends rupeesToPaise(value). */
export const rupeesField = (label: string, { min, max }: { min: number; max: number }) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? Number(value.trim().replace(/,/g, ''))
          : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required` : `${label} must be a number`,
      })
      // Through the one money format: `₹82,347.30`, never `₹82,347.3` (issue 29).
      .min(min, { error: `${label} must be at least ${formatInr(rupeesToPaise(min))}` })
      .max(max, { error: `${label} must be at most ${formatInr(rupeesToPaise(max))}` })
      .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
        error: `${label} can have at most two decimals`,
      }),
  );
