import { formatInr } from '../common/money';

// A lost search's budget, as lost demand counts it (lost-demand.schemas.ts) and the dashboards
// name it; kept apart from the schemas so it needs no Zod (common/dates.ts).

/**
 * Budget bands: the ceilings (paise) a search's `maxRent` is rounded UP to. Rounding up means a
 * home is only ever called "above the budget" when it is above the searcher's real maximum. A
 * budget above the last ceiling counts as no budget at all.
 */
export const SEARCH_BUDGET_BAND_CEILINGS = [
  5_000_00, 7_500_00, 10_000_00, 12_500_00, 15_000_00, 20_000_00, 25_000_00, 30_000_00, 40_000_00,
  50_000_00, 75_000_00, 1_00_000_00, 1_50_000_00, 2_00_000_00, 3_00_000_00, 5_00_000_00,
] as const;
/** The band of "no budget given" (or a budget above every ceiling). */
export const NO_BUDGET_BAND = 0;

/** The band a search's maximum rent falls in: the smallest ceiling at or above it. */
export const budgetBandOf = (maxRent: number | undefined | null): number => {
  if (maxRent === undefined || maxRent === null) return NO_BUDGET_BAND;
  return SEARCH_BUDGET_BAND_CEILINGS.find((ceiling) => maxRent <= ceiling) ?? NO_BUDGET_BAND;
};

/** `Up to ₹25,000` / `Any budget`. */
export const describeBudgetBand = (band: number): string => {
  if (band === NO_BUDGET_BAND) return 'Any budget';
  const index = SEARCH_BUDGET_BAND_CEILINGS.indexOf(
    band as (typeof SEARCH_BUDGET_BAND_CEILINGS)[number],
  );
  const floor = index > 0 ? SEARCH_BUDGET_BAND_CEILINGS[index - 1]! : 0;
  return floor === 0 ? `Up to ${formatInr(band)}` : `${formatInr(floor)}–${formatInr(band)}`;
};
