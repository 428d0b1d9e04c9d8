import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type AdminDashboard } from '@nestly/shared';
import { expectLedgerBalanced } from '../../test/factories/bookings';
import { T1, useDashboardWorld } from '../../test/factories/dashboard-world';

/**
 * Every figure of the admin dashboard against the known world of dashboard-world.ts, worked out by
 * hand here. Amounts in paise. Checkout charges the deposit and month 1 (decision 027).
 * B1 = ₹25,000 rent + ₹1,500 add-on for 1 month (subtotal 26,50,000; commission 2,65,000; owner
 * 23,85,000); B3 = ₹40,000 × 3 (subtotal 1,20,00,000), month 1 paid (40,00,000; commission
 * 4,00,000), cancelled late: half of what was paid (20,00,000) back, so 2,00,000 of commission
 * reversed, and months 2–3 (80,00,000) never charged; B4 = ₹10,000 × 2 (subtotal 20,00,000), month 1
 * paid (commission 1,00,000; owner B 9,00,000), month 2 due 15 Feb; B2 = ₹25,000 × 1 (25,00,000;
 * commission 2,50,000; owner 22,50,000, pending at T1), deposit ₹50,000 held.
 */
const w = useDashboardWorld();
const { get } = w;
const adminDashboard = async (query = '') => {
  const response = await get(w.world.admin, `/api/admin/dashboard${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminDashboard;
};

describe('GET /api/admin/dashboard', () => {
  it("answers every figure of the platform's health", async () => {
    const data = await adminDashboard();
    expect(data).toMatchObject({
      range: '12m',
      granularity: 'month',
      today: '2031-02-10',
      people: { users: 3, owners: 3, ownersAwaitingApproval: 1 },
      listings: {
        total: 5,
        byStatus: { pending: 1, approved: 3, rejected: 1, blocked: 0 },
        awaitingReview: 1,
      },
      bookings: {
        total: 4,
        byStatus: { pending_payment: 0, confirmed: 2, completed: 1, expired: 0, cancelled: 1 },
        cancellationRate: 0.25,
      },
      money: {
        // Value booked, net of cancellations (issue 29): B1 26,50,000 + B3 1,20,00,000 − its refund
        // 20,00,000 − its months never charged 80,00,000 + B4 20,00,000 (the whole stay booked) in
        // January; B2 25,00,000 in February.
        grossBookingValue: { thisMonth: 2_500_000, allTime: 9_150_000 },
        // 2,65,000 + 4,00,000 − 2,00,000 + 1,00,000 + 2,50,000: B4's month 2 is not paid yet.
        commission: { thisMonth: 250_000, allTime: 815_000 },
        refunds: { count: 1, thisMonth: 0, allTime: 2_000_000 },
        // Commission taken so far ÷ value booked: below 10 % while B4's month 2 is to come.
        takeRate: 0.0891,
        // U1 50,00,000 (deposit back) + U3 20,00,000 (refund) + A 41,85,000 (B1, B3's kept half;
        // B2's share is pending, not in a wallet) + B 9,00,000.
        walletBalances: 12_085_000,
      },
      // B1, B3, B4 paid + B3's refund and its kept share's release + 3 top-ups + B1's deposit
      // settlement + B1's and B4's month 1 released + B2 paid; 3 users' and 3 owners' wallets.
      ledgerHealth: {
        ok: true,
        transactionsChecked: 12,
        walletsChecked: 6,
        unbalancedTransactions: 0,
        mismatchedWallets: 0,
      },
      // Nothing late; B2's ₹50,000 deposit waits for its move-out (B1's was settled, B3 and B4 had
      // none).
      longStays: { overdueInstalments: 0, depositsHeld: 5_000_000 },
      moderation: {
        owners: { total: 1, items: [{ id: w.world.ownerC.id, email: w.world.ownerC.email }] },
        listings: {
          total: 1,
          items: [{ id: w.world.listings.l3.id, title: 'L3 waiting for review', city: 'Kochi' }],
        },
      },
    });
    const check = await expectLedgerBalanced(w.t.db);
    expect(check.transactions).toBe(12);
    expect(data.people.signUps.at(-2)).toEqual({ period: '2031-01-01', users: 3, owners: 3 });
    expect(data.bookings.series.slice(-2)).toEqual([
      // B3, cancelled, is not a January booking; what it kept (half its month 1) is gross value.
      { period: '2031-01-01', bookings: 2, grossValue: 6_650_000, commission: 565_000 },
      { period: '2031-02-01', bookings: 1, grossValue: 2_500_000, commission: 250_000 },
    ]);
    // The money figures agree with the ledger's commission account and the bookings as stored.
    const [{ commission }] = (
      (await w.t.db.execute(sql`select coalesce(sum(e.amount), 0)::bigint::text as commission
        from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id
        where a.kind = 'commission'`)) as unknown as { rows: { commission: string }[] }
    ).rows as [{ commission: string }];
    expect(Number(commission)).toBe(data.money.commission.allTime);
  });

  it('counts overdue months across the platform', async () => {
    const { b4 } = w.world.bookings;
    const mark = (status: string) =>
      w.t.db.execute(sql`update booking_instalments set status = ${status}
        where booking_id = ${b4.bookingId} and number = 2`);
    try {
      await mark('overdue');
      expect((await adminDashboard()).longStays).toEqual({
        overdueInstalments: 1,
        depositsHeld: 5_000_000,
      });
    } finally {
      await mark('upcoming');
    }
    expect((await adminDashboard()).longStays.overdueInstalments).toBe(0);
  });

  it('shows lost demand across the platform by city, budget band and move-in month', async () => {
    const { lostDemand } = await adminDashboard();
    expect(lostDemand).toEqual({
      window: { days: 30, since: '2031-01-12' },
      searches: 6,
      zeroResults: 4,
      fewResults: 2,
      cities: [
        {
          city: 'Kochi',
          searches: 4,
          zeroResults: 2,
          fewResults: 2,
          // S1's ₹20,000 is below Kochi's cheapest home; the other three had homes in reach.
          reasons: { noHomes: 0, rentAboveBudget: 1, stayLength: 0, other: 3 },
        },
        {
          city: 'Pune',
          searches: 1,
          zeroResults: 1,
          fewResults: 0,
          reasons: { noHomes: 0, rentAboveBudget: 1, stayLength: 0, other: 0 },
        },
        {
          city: 'Shimla',
          searches: 1,
          zeroResults: 1,
          fewResults: 0,
          reasons: { noHomes: 1, rentAboveBudget: 0, stayLength: 0, other: 0 },
        },
      ],
      groups: [
        { city: 'Kochi', budgetBand: 0, moveInMonth: null, zeroResults: 0, fewResults: 1 },
        {
          city: 'Kochi',
          budgetBand: 2_000_000,
          moveInMonth: '2031-03',
          zeroResults: 1,
          fewResults: 0,
        },
        {
          city: 'Kochi',
          budgetBand: 3_000_000,
          moveInMonth: '2031-02',
          zeroResults: 1,
          fewResults: 0,
        },
        { city: 'Kochi', budgetBand: 5_000_000, moveInMonth: null, zeroResults: 0, fewResults: 1 },
        { city: 'Pune', budgetBand: 500_000, moveInMonth: null, zeroResults: 1, fewResults: 0 },
        { city: 'Shimla', budgetBand: 0, moveInMonth: null, zeroResults: 1, fewResults: 0 },
      ],
    });
  });

  it('turns the ledger health line red when a wallet differs from its entries', async () => {
    await w.t.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where holder_id = ${w.world.ownerB.id}`,
    );
    try {
      // The audit shown is at most a minute old: a minute later, the next look starts a new one.
      w.t.clock.set(new Date(T1.getTime() + 61_000));
      const admin = w.world.admin;
      await vi.waitFor(
        async () => {
          const response = await get(admin, '/api/admin/dashboard?range=30d');
          expect(response.json().data.ledgerHealth).toMatchObject({
            ok: false,
            mismatchedWallets: 1,
            walletsChecked: 6,
          });
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await w.t.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where holder_id = ${w.world.ownerB.id}`,
      );
      // Leave the audit green for the tests after this one (they run shuffled): another minute on,
      // a new audit finds the books whole again.
      w.t.clock.set(new Date(T1.getTime() + 122_000));
      await vi.waitFor(
        async () => {
          const response = await get(w.world.admin, '/api/admin/dashboard?range=30d');
          expect(response.json().data.ledgerHealth).toMatchObject({ ok: true });
        },
        { timeout: 5_000, interval: 50 },
      );
      w.t.clock.set(T1);
    }
  });

  it('refuses other roles', async () => {
    const asOwner = await get(w.world.ownerA, '/api/admin/dashboard');
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toMatchObject({ message: MESSAGES.NOT_AUTHORIZED_AS_ADMIN });
    const asUser = await get(w.world.users[0], '/api/admin/dashboard');
    expect(asUser.statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(
      401,
    );
    expect((await get(w.world.admin, '/api/admin/dashboard?range=1y')).statusCode).toBe(400);
  });
});
