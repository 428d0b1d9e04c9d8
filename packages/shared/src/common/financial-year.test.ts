import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year';
import { financialYearBounds, financialYearSchema } from './financial-year.schemas';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['2026-12-31', '2026-27'],
    ['2099-04-01', '2099-00'],
    ['2000-01-15', '1999-00'],
  ])('%s is in %s', (day, year) => {
    expect(financialYearOf(day)).toBe(year);
  });

  it('puts every day inside the bounds of its own year', () => {
    const days = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const bounds = financialYearBounds(financialYearOf(day));
        expect(bounds.start <= day && day <= bounds.end).toBe(true);
        expect(day < bounds.endExclusive).toBe(true);
      }),
    );
  });
});

describe('financialYearBounds', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearBounds('2026-27')).toEqual({
      start: '2026-04-01',
      end: '2027-03-31',
      endExclusive: '2027-04-01',
    });
  });
});

describe('financialYearSchema (the rent statement query `fy`)', () => {
  it('takes 2026-27 and 1999-00', () => {
    expect(financialYearSchema.parse('2026-27')).toBe('2026-27');
    expect(financialYearSchema.parse('1999-00')).toBe('1999-00');
  });

  it.each(['2026-28', '2026', '2026-2027', '26-27', '2026/27', ' 2026-27'])(
    'refuses %j with a message',
    (value) => {
      const result = financialYearSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/2026-27/);
    },
  );
});
