// Kept apart from `financialYearSchema` (financial-year.schemas.ts), as dates.ts is from its
// schema: the web draws with these, and must not load Zod for them.

/**
 * India's financial year runs from 1 April to 31 March and is written `2026-27` (the Income Tax
 * Department's form): rent statements for HRA claims and receipt numbers are grouped by it.
 */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** `2026-27`: four digits of the April year, a dash, the last two digits of the next year. */
export type FinancialYear = string;

/** The financial year a calendar day (`YYYY-MM-DD`) belongs to: April opens the next one. */
export const financialYearOf = (day: string): FinancialYear => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
};
