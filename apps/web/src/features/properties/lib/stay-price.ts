import { addMonthsToDate, formatIsoDate } from '@nestly/shared';

export interface StayQuote {
  /** YYYY-MM-DD */
  moveInDate: string;
  months: number;
  /** YYYY-MM-DD: the day the stay ends (moveInDate plus months, month ends clamped). */
  moveOutDate: string;
  /** Paise, all below. */
  monthlyRent: number;
  rentTotal: number;
  deposit: number;
  total: number;
}

/**
 * The price of a stay (PRODUCT.md, Booking): rent × months, with the deposit on top. The server
 * computes the real amounts at booking; this is the same arithmetic, in integer paise.
 */
export const quoteStay = (
  { rent, deposit }: { rent: number; deposit: number },
  moveInDate: string,
  months: number,
): StayQuote => {
  const rentTotal = rent * months;
  return {
    moveInDate,
    months,
    moveOutDate: addMonthsToDate(moveInDate, months),
    monthlyRent: rent,
    rentTotal,
    deposit,
    total: rentTotal + deposit,
  };
};

/** Today as YYYY-MM-DD in the person's own time zone. */
export const todayIsoDate = (now: Date = new Date()): string => formatIsoDate(now);

/** The months a stay may last: `min` to `max`, whole months. */
export const stayMonthOptions = (min: number, max: number): number[] =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);

export interface StayProblem {
  field: 'moveInDate' | 'months';
  message: string;
}

/** Why a stay cannot be priced, or null when it can. Dates compare as YYYY-MM-DD strings. */
export const stayProblem = (
  { minMonths, maxMonths }: { minMonths: number; maxMonths: number },
  moveInDate: string,
  months: number,
  today: string = todayIsoDate(),
): StayProblem | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(moveInDate)) {
    return { field: 'moveInDate', message: 'Choose a move-in date' };
  }
  if (moveInDate < today) {
    return { field: 'moveInDate', message: 'The move-in date must be today or later' };
  }
  if (!Number.isInteger(months) || months < minMonths || months > maxMonths) {
    return { field: 'months', message: `Choose between ${minMonths} and ${maxMonths} months` };
  }
  return null;
};
