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
