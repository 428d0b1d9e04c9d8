import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  rowsOf,
  setUpBookingWorld,
} from '../../test/factories/bookings';

// Migration 0017's hand-written statement (decision 027): a stay confirmed before long stays (paid
// whole) gets a paid, released schedule consistent with its totals. Here a booking's schedule is
// removed, as before the change, and the migration's own statement is run on it.
const { t, home } = setUpBookingWorld();

const migrationStatement = () => {
  const text = readFileSync(
    new URL('../../db/migrations/0017_long_stays.sql', import.meta.url),
    'utf8',
  );
  return text.slice(text.indexOf('INSERT INTO booking_instalments'));
};

describe('migration 0017: schedules for stays paid whole', () => {
  it('writes every month paid and released, adding up to the booking', async () => {
    const { property } = await home({ rent: '1234567', deposit: '500000' });
    const user = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 31),
      rentalPeriod: 3,
    });
    // As before the change: no schedule, the stay's whole split stored on it.
    await t.db.execute(sql`delete from booking_instalments where booking_id = ${bookingId}`);
    await t.db.execute(sql.raw(migrationStatement()));
    const rows = await rowsOf<{
      number: number;
      status: string;
      amount: string;
      commission: string;
      owner_share: string;
      receipt_number: string;
      earning_released_at: Date | null;
      period_start: string;
    }>(
      t.db,
      sql`select * from booking_instalments where booking_id = ${bookingId} order by number`,
    );
    const [booking] = await rowsOf<{
      subtotal: string;
      commission: string;
      owner_share: string;
      move_in_date: string;
    }>(t.db, sql`select * from bookings where id = ${bookingId}`);
    expect(rows.map((row) => [row.number, row.status, Number(row.amount)])).toEqual([
      [1, 'paid', 1_234_567],
      [2, 'paid', 1_234_567],
      [3, 'paid', 1_234_567],
    ]);
    const sum = (key: 'amount' | 'commission' | 'owner_share') =>
      rows.reduce((total, row) => total + Number(row[key]), 0);
    expect(sum('amount')).toBe(Number(booking!.subtotal));
    expect(sum('commission')).toBe(Number(booking!.commission));
    expect(sum('owner_share')).toBe(Number(booking!.owner_share));
    expect(rows.every((row) => row.earning_released_at !== null)).toBe(true);
    expect(rows.every((row) => /^NST-\d{4}-\d{2}-\d{6}$/.test(row.receipt_number))).toBe(true);
    expect(new Set(rows.map((row) => row.receipt_number)).size).toBe(3);
    expect(String(rows[0]!.period_start).length).toBeGreaterThan(0);
  });
});
