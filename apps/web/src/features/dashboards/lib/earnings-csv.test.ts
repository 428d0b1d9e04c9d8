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
});
