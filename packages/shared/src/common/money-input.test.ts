import { describe, expect, it } from 'vitest';
import { paiseInputSchema } from './money-input';

const messageOf = (schema: ReturnType<typeof paiseInputSchema>, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

/** Issue 23, item 8: −100, 0 and 4000000.5 all said "Amount is required". */
describe('paiseInputSchema', () => {
  const amount = paiseInputSchema('Amount');

  it.each([
    [undefined, 'Amount is required'],
    [null, 'Amount is required'],
    ['100', 'Amount must be a number of paise'],
    [-100, 'Amount must be more than zero'],
    [0, 'Amount must be more than zero'],
    [4_000_000.5, 'Amount must be a whole number of paise'],
  ])('%j: %s', (value, message) => {
    expect(messageOf(amount, value)).toBe(message);
  });

  it('accepts a whole, positive number of paise', () => {
    expect(amount.parse(4_000_000)).toBe(4_000_000);
  });

  it('names its bounds in rupees', () => {
    const topUp = paiseInputSchema('Amount', { min: 10_000, max: 50_000_000 });
    expect(messageOf(topUp, 9_999)).toBe('Amount must be at least ₹100');
    expect(messageOf(topUp, 50_000_001)).toBe('Amount must be at most ₹5,00,000');
  });

  it('reads a multipart text field when asked to', () => {
    const rent = paiseInputSchema('Rent', { min: 50_000, coerce: true });
    expect(rent.parse('2500000')).toBe(2_500_000);
    expect(messageOf(rent, '100')).toBe('Rent must be at least ₹500');
    expect(messageOf(rent, 'abc')).toBe('Rent must be a number of paise');
  });
});
