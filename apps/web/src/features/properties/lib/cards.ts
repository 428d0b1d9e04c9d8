/**
 * How many of a list's first cards load their photo at once (PropertyCard's `priority`): the
 * first row on a desktop, and what a phone shows of a list without scrolling far. The page shells
 * that draw a list early (src/boot/shell-homes.ts) give the same cards the same priority.
 */
export const PRIORITY_CARDS = 3;
