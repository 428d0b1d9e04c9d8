import { z } from 'zod';
import { formatInr } from './money';

/**
 * An amount of money a client sends, in integer paise, whose refusal says what is wrong (issue 23:
 * −100, 0 and 4000000.5 all answered "Amount is required"): missing, not a number, not a whole
 * number of paise, below `min` or above `max`. `coerce` reads a multipart text field.
 */
export const paiseInputSchema = (
  label: string,
  { min = 1, max, coerce = false }: { min?: number; max?: number; coerce?: boolean } = {},
) => {
  const base = (coerce ? z.coerce.number : z.number)({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${label} is required`
        : `${label} must be a number of paise`,
  })
    .int({ error: `${label} must be a whole number of paise` })
    .min(min, {
      error:
        min === 1
          ? `${label} must be more than zero`
          : `${label} must be at least ${formatInr(min)}`,
    });
  return max === undefined
    ? base
    : base.max(max, { error: `${label} must be at most ${formatInr(max)}` });
};
