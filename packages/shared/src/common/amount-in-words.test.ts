import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [12_500_050, 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only'],
    [2_800_000, 'Rupees Twenty-Eight Thousand Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [1_001_01, 'Rupees One Thousand One and One Paise Only'],
    [11_111_100, 'Rupees One Lakh Eleven Thousand One Hundred Eleven Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      12_345_678_990,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Ninety Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [10_000_000_000_000, 'Rupees Ten Thousand Crore Only'],
    [100_000_000_000_000, 'Rupees One Lakh Crore Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractions of paise and negative amounts', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

/** Reads Indian words back into a number: the test's own inverse, to check any amount. */
const WORD_VALUES: Record<string, number> = Object.fromEntries(
  [
    'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen',
    'Fifteen Sixteen Seventeen Eighteen Nineteen',
  ]
    .join(' ')
    .split(' ')
    .map((word, index) => [word, index]),
);
const TENS_VALUES: Record<string, number> = {
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const SCALES: Record<string, number> = { Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };

const readIndianWords = (words: string): number => {
  // Scales apply to everything said since the last larger scale ("One Hundred Crore").
  let total = 0;
  let group = 0;
  for (const word of words.split(' ')) {
    if (word === 'Hundred') {
      group *= 100;
    } else if (word in SCALES) {
      const scale = SCALES[word] as number;
      if (scale === 10_000_000) {
        total = (total + group) * scale;
      } else {
        total += group * scale;
      }
      group = 0;
    } else {
      group += word
        .split('-')
        .reduce((sum, part) => sum + (TENS_VALUES[part] ?? WORD_VALUES[part] ?? NaN), 0);
    }
  }
  return total + group;
};

describe('numberInIndianWords', () => {
  it('writes every number so that it reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (value) => {
        expect(readIndianWords(numberInIndianWords(value))).toBe(value);
      }),
      { numRuns: 2_000 },
    );
  });

  it('names lakhs and crores, never millions', () => {
    expect(numberInIndianWords(1_500_000)).toBe('Fifteen Lakh');
    expect(numberInIndianWords(25_000_000)).toBe('Two Crore Fifty Lakh');
  });
});
