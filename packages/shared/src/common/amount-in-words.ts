/**
 * An amount written out in Indian English, as on a cheque or a rent receipt: Indian numbering
 * (thousand, lakh = 1,00,000, crore = 1,00,00,000), rupees then paise.
 * `amountInWords(12_500_050)` → "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only".
 */
const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const LAKH = 100_000;
const CRORE = 10_000_000;

/** 1–99: "Seven", "Nineteen", "Forty", "Twenty-Five". */
const belowHundred = (value: number): string => {
  if (value < 20) return UNITS[value] as string;
  const tens = TENS[Math.floor(value / 10)] as string;
  const unit = value % 10;
  return unit === 0 ? tens : `${tens}-${UNITS[unit]}`;
};

/** 1–999. */
const belowThousand = (value: number): string => {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds > 0 ? `${UNITS[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
};

/**
 * A whole number of at least 1 in Indian numbering. Above 99 crore the crores are themselves
 * written in Indian numbering ("One Hundred Crore", "One Lakh Crore"), as Indian usage does.
 */
const integerInWords = (value: number): string => {
  const crores = Math.floor(value / CRORE);
  const lakhs = Math.floor((value % CRORE) / LAKH);
  const thousands = Math.floor((value % LAKH) / 1000);
  const rest = value % 1000;
  return [
    crores > 0 ? `${integerInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

/** A whole number in Indian words; "Zero" for 0. */
export const numberInIndianWords = (value: number): string => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`expected a whole, non-negative number, got ${value}`);
  return value === 0 ? UNITS[0] : integerInWords(value);
};

/** Paise in words for a receipt: "Rupees … and … Paise Only"; no paise part when there are none. */
export const amountInWords = (paise: number): string => {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`paise must be a whole, non-negative number, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paisePart} Only`;
};
