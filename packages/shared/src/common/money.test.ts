import { describe, expect, it } from 'vitest';
import { formatInr, formatInrCompact, rupeesToPaise } from './money';
import { buildPagination } from './pagination';

describe('formatInr', () => {
  it('groups the Indian way and hides zero paise', () => {
    expect(formatInr(1_250_000)).toBe('₹12,500');
    expect(formatInr(450_000_000)).toBe('₹45,00,000');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows paise when there are some', () => {
    expect(formatInr(99_950)).toBe('₹999.50');
  });

  it('refuses fractional paise', () => {
    expect(() => formatInr(10.5)).toThrow(TypeError);
  });
});

describe('formatInrCompact', () => {
  it('shortens amounts for chart axes the Indian way', () => {
    expect(formatInrCompact(12_000_000)).toBe('₹1.2L');
    expect(formatInrCompact(4_500_000)).toBe('₹45K');
    expect(formatInrCompact(3_000_000_000)).toBe('₹3Cr');
    expect(formatInrCompact(45_000)).toBe('₹450');
  });
});

describe('rupeesToPaise', () => {
  it('rounds to whole paise', () => {
    expect(rupeesToPaise(999)).toBe(99_900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});

describe('buildPagination', () => {
  it('counts pages, with at least one', () => {
    expect(buildPagination(1, 10, 0)).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
    expect(buildPagination(2, 10, 21)).toEqual({ page: 2, limit: 10, total: 21, totalPages: 3 });
  });
});
