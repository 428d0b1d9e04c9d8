import { toCsv, type OwnerEarningsRow } from '@nestly/shared';

/** Amounts in the CSV are rupees with two decimals (spreadsheets sum them as numbers). */
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const EARNINGS_CSV_HEADER = [
  'Booking',
  'Property',
  'Guest',
  'Move-in',
  'Move-out',
  'Status',
  'Earned (INR)',
  'Reversed (INR)',
  'Net (INR)',
  'Last movement',
];

/**
 * The owner's earnings by booking as CSV, built in the browser from the JSON rows of
 * GET /api/owner/dashboard/earnings (one source of the figures; no second format on the server).
 * The shared writer quotes and neutralises the cells a tenant or an owner typed (a tenant named
 * `=HYPERLINK(…)` must not become a formula in the owner's spreadsheet).
 */
export const buildEarningsCsv = (rows: OwnerEarningsRow[]): string =>
  toCsv(
    EARNINGS_CSV_HEADER,
    rows.map((row) => [
      row.reference,
      row.propertyTitle,
      row.tenantName,
      row.moveInDate,
      row.endDate,
      row.status,
      rupees(row.earned),
      rupees(row.reversed),
      rupees(row.net),
      row.lastMovementAt,
    ]),
  );
