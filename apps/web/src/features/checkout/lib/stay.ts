import type { TakenRange } from '@nestly/shared';

/**
 * The first taken range the stay [moveIn, end) runs into, or null. Ranges are [start, end) too,
 * so a stay may end on the day a booking starts, and start on the day one ends.
 */
export const findOverlap = (
  moveInDate: string,
  endDate: string,
  taken: readonly TakenRange[],
): TakenRange | null =>
  taken.find((range) => moveInDate < range.end && range.start < endDate) ?? null;

/** The months a stay may last: `min` to `max`, whole months. */
export const monthOptions = (min: number, max: number): number[] =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
