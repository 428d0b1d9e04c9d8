import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@nestly/shared';
import { useDashboardWorld } from '../../test/factories/dashboard-world';

/**
 * Value booked counts a stay by its payment day, which the admin's daily history keeps in memory
 * for days before yesterday (daily-history.ts). A stay extended (or ended early) later rewrites
 * that subtotal: the very next ask sees it, without a restart (decision 035's open point).
 * A world of its own: this test changes B4, which admin-dashboard.test.ts counts as booked.
 */
const w = useDashboardWorld();
const adminDashboard = async () => {
  const response = await w.get(w.world.admin, '/api/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminDashboard;
};

describe('value booked after a stay changes', () => {
  it('counts a stay extended after its payment day at once, on that day', async () => {
    const before = await adminDashboard();
    // See admin-dashboard.test.ts: B4 (₹10,000 × 2 months) was paid in January.
    expect(before.money.grossBookingValue).toEqual({ thisMonth: 2_500_000, allTime: 9_150_000 });

    const [tenant] = w.world.users;
    const extended = await w.t.app.inject({
      method: 'POST',
      url: `/api/user/bookings/${w.world.bookings.b4.bookingId}/extend`,
      headers: tenant.auth,
      payload: { months: 1 },
    });
    expect(extended.statusCode, extended.body).toBe(200);

    const after = await adminDashboard();
    // One more month of B4's rent (₹10,000), booked in January: not this month's.
    expect(after.money.grossBookingValue).toEqual({ thisMonth: 2_500_000, allTime: 10_150_000 });
    expect(after.bookings.series.slice(-2)).toEqual([
      { period: '2031-01-01', bookings: 2, grossValue: 7_650_000, commission: 565_000 },
      { period: '2031-02-01', bookings: 1, grossValue: 2_500_000, commission: 250_000 },
    ]);
  });
});
