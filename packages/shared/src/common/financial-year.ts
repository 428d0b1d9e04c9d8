import { z } from 'zod';

/**
 * India's financial year runs from 1 April to 31 March and is written `2026-27` (the Income Tax
 * Department's form): rent statements for HRA claims and receipt numbers are grouped by it.
 */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

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
export type FinancialYear = z.infer<typeof financialYearSchema>;

/** The financial year a calendar day (`YYYY-MM-DD`) belongs to: April opens the next one. */
export const financialYearOf = (day: string): FinancialYear => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
};

export interface FinancialYearBounds {
  /** 1 April, `YYYY-MM-DD`. */
  start: string;
  /** 31 March of the next year. */
  end: string;
  /** 1 April of the next year: the first day after it, for half-open ranges. */
  endExclusive: string;
}

/** First and last day of a financial year written `2026-27`. */
export const financialYearBounds = (financialYear: FinancialYear): FinancialYearBounds => {
  const startYear = Number(financialYearSchema.parse(financialYear).slice(0, 4));
  return {
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
    endExclusive: `${startYear + 1}-04-01`,
  };
};
