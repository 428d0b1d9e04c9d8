/** Money is integer paise everywhere (₹1 = 100 paise). Only the display turns it into rupees. */
const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const inrFormatterWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatInr(1250000)` → `₹12,500`; shows paise only when there are some. */
export const formatInr = (paise: number): string => {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  return paise % 100 === 0
    ? inrFormatter.format(paise / 100)
    : inrFormatterWithPaise.format(paise / 100);
};

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

const trimOneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
};

/**
 * `₹1.2L`, `₹45K`, `₹3Cr`: only for chart axes, where a full amount does not fit; every figure a
 * person reads as an amount (tooltips, tables, cards, e-mails, notices) goes through formatInr.
 */
export const formatInrCompact = (paise: number): string => {
  const rupees = paise / 100;
  const abs = Math.abs(rupees);
  if (abs >= 1_00_00_000) return `₹${trimOneDecimal(rupees / 1_00_00_000)}Cr`;
  if (abs >= 1_00_000) return `₹${trimOneDecimal(rupees / 1_00_000)}L`;
  if (abs >= 1_000) return `₹${trimOneDecimal(rupees / 1_000)}K`;
  return `₹${Math.round(rupees)}`;
};
