import { z } from 'zod';
import { FINANCIAL_YEAR_PATTERN, type FinancialYear } from './financial-year';

/** `2026-27`: four digits of the April year, a dash, the last two digits of the next year. */
export const financialYearSchema = z
  .string({ error: 'Give a financial year like 2026-27' })
  .regex(FINANCIAL_YEAR_PATTERN, { error: 'Give a financial year like 2026-27' })
  .refine(
    (value) => {
      const [, first, second] = FINANCIAL_YEAR_PATTERN.exec(value) ?? [];
      return (Number(first) + 1) % 100 === Number(second);
    },
    { error: 'The second year must follow the first, as in 2026-27' },
  );

export interface FinancialYearBounds {
  /** 1 April, `YYYY-MM-DD`. */
  start: string;
  /** 31 March of the next year. */
  end: string;
  /** 1 April of the next year: the first day after it, for half-open ranges. */
  endExclusive: string;
}

/** First and last day of a financial year written `2026-27` (checked: a ZodError otherwise). */
export const financialYearBounds = (financialYear: FinancialYear): FinancialYearBounds => {
  const startYear = Number(financialYearSchema.parse(financialYear).slice(0, 4));
  return {
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
    endExclusive: `${startYear + 1}-04-01`,
  };
};
