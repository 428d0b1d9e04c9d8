import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type OwnerDashboard } from '@nestly/shared';
import type { SignedInPerson } from '../../test/factories/accounts';
import { T1, useDashboardWorld } from '../../test/factories/dashboard-world';

/**
 * Every figure of the owner dashboard against the known world of dashboard-world.ts, worked out by
 * hand here. Amounts in paise. Checkout charges the deposit and month 1; each paid month's owner
 * share is pending until the day after its period starts, then released to the wallet (decision
 * 027). Earnings count every paid month's share, pending or released, less reversals: the wallet's
 * available + pending. B1 = ₹25,000 rent + ₹1,500 add-on for 1 month (26,50,000; commission
 * 2,65,000; owner 23,85,000, released); B3 = ₹40,000 × 3, month 1 paid at checkout (40,00,000;
 * commission 4,00,000; owner 36,00,000), cancelled late: half of what was paid (20,00,000) back,
 * so 2,00,000 of commission and 18,00,000 of the owner's credit reversed, the kept 18,00,000
 * released; months 2 and 3 never charged; B4 = ₹10,000 × 2, month 1 paid (10,00,000; commission
 * 1,00,000; owner B 9,00,000, released), month 2 due 15 Feb and unpaid at T1; B2 = ₹25,000 × 1 on
 * 10 Feb (25,00,000; commission 2,50,000; owner 22,50,000, still pending at T1).
 */
const w = useDashboardWorld();
const { get } = w;
const ownerDashboard = async (person: SignedInPerson, query = '') => {
  const response = await get(person, `/api/owner/dashboard${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as OwnerDashboard;
};
const reasons = (rentAboveBudget: number, stayLength: number, datesTaken: number) => ({
  rentAboveBudget,
  stayLength,
  datesTaken,
});

describe('GET /api/owner/dashboard', () => {
  it("answers every figure of owner A's business", async () => {
    const { l1, l2, l3, l5 } = w.world.listings;
    const { b2 } = w.world.bookings;
    const data = await ownerDashboard(w.world.ownerA);
    expect(data).toMatchObject({
      range: '12m',
      granularity: 'month',
      today: '2031-02-10',
      owner: { approvalStatus: 'approved', rejectionReason: null },
      // B1 23,85,000 + B3 36,00,000 − 18,00,000 + B2 22,50,000 (pending); February: B2 only.
      earnings: { thisMonth: 2_250_000, allTime: 6_435_000 },
      bookings: {
        total: 3,
        byStatus: { pending_payment: 0, confirmed: 1, completed: 1, expired: 0, cancelled: 1 },
      },
      moveIns: {
        count: 1,
        items: [{ bookingId: b2.bookingId, propertyId: l1.id, date: '2031-02-11' }],
      },
      moveOuts: {
        count: 1,
        items: [{ bookingId: b2.bookingId, propertyTitle: 'L1 Kochi flat', date: '2031-03-11' }],
      },
      // 90 days from 10 Feb: L1 booked 11 Feb–11 Mar (28 days), blocked 20–30 Apr (10 days).
      occupancy: { from: '2031-02-10', to: '2031-05-11', bookedDays: 28, openDays: 170 },
      listings: {
        total: 4,
        byStatus: { pending: 1, approved: 2, rejected: 1, blocked: 0 },
        needingAction: [
          { id: l5.id, status: 'rejected', rejectionReason: 'Photos are blurry' },
          { id: l3.id, status: 'pending', rejectionReason: null },
        ],
      },
      // Renewed at T1 after the first 30 days ran out: 30 days from T1.
      plan: {
        name: 'Standard',
        allowedProperties: 10,
        usedProperties: 4,
        endsAt: new Date(T1.getTime() + 30 * 86_400_000).toISOString(),
        daysLeft: 30,
      },
      // Available: B1 23,85,000 + B3's kept 18,00,000; pending: B2 22,50,000. Together = earnings.
      wallet: { balance: 4_185_000, pending: 2_250_000 },
      // B2 is one month, paid; B3's months were cancelled with it: nothing to come, nothing late.
      rent: {
        expected: { from: '2031-02-10', to: '2031-03-12', count: 0, amount: 0 },
        overdue: { count: 0, amount: 0 },
      },
      rating: { average: 4, count: 1 },
      unreadMessages: 0,
    });
    expect(data.moveIns.items[0]!.tenantName).toBe('Ravi Nair');
    expect(data.occupancy.rate).toBe(0.1647);
    expect(data.occupancy.listings).toEqual([
      expect.objectContaining({
        propertyId: l1.id,
        bookedDays: 28,
        blockedDays: 10,
        openDays: 80,
        rate: 0.35,
      }),
      expect.objectContaining({
        propertyId: l2.id,
        bookedDays: 0,
        blockedDays: 0,
        openDays: 90,
        rate: 0,
      }),
    ]);
    expect(data.earnings.series).toHaveLength(12);
    expect(data.earnings.series[0]!.period).toBe('2030-03-01');
    expect(data.earnings.series.slice(-2)).toEqual([
      { period: '2031-01-01', earned: 5_985_000, reversed: 1_800_000, net: 4_185_000 },
      { period: '2031-02-01', earned: 2_250_000, reversed: 0, net: 2_250_000 },
    ]);
    expect(data.earnings.series.slice(0, -2).every((point) => point.net === 0)).toBe(true);
  });

  it("measures lost demand in owner A's city against each of the homes", async () => {
    const { l1, l2 } = w.world.listings;
    const { lostDemand } = await ownerDashboard(w.world.ownerA);
    // Kochi: S1 (₹20,000 budget: zero), S2 (₹30,000, Feb, 1 month: zero), S3 (₹50,000, 2 months:
    // found L1 only), S4 (no filter: found L1 and L2); the second page is not a new search.
    expect(lostDemand).toEqual({
      window: { days: 30, since: '2031-01-12' },
      searches: 4,
      zeroResults: 2,
      fewResults: 2,
      missed: 2,
      reasons: reasons(1, 0, 1),
      cities: [
        {
          city: 'Kochi',
          searches: 4,
          zeroResults: 2,
          fewResults: 2,
          missed: 2,
          reasons: reasons(1, 0, 1),
        },
      ],
      listings: [
        {
          propertyId: l2.id,
          title: 'L2 Kochi house',
          city: 'Kochi',
          lostSearches: 4,
          matched: 1,
          // Above S1's and S2's budgets; S1–S3 ask for fewer than its 3 months minimum.
          reasons: reasons(2, 3, 0),
        },
        {
          propertyId: l1.id,
          title: 'L1 Kochi flat',
          city: 'Kochi',
          lostSearches: 4,
          matched: 2,
          // S1 (March, 2 months): every start in March runs into B2 or the April block.
          reasons: reasons(1, 0, 2),
        },
      ],
    });
  });

  it('buckets the series by day for 30 days and by week for 90', async () => {
    const month = await ownerDashboard(w.world.ownerA, '?range=30d');
    expect(month).toMatchObject({ range: '30d', granularity: 'day' });
    expect(month.earnings.series).toHaveLength(30);
    expect(month.earnings.series[0]!.period).toBe('2031-01-12');
    expect(month.earnings.series.at(-1)).toEqual({
      period: '2031-02-10',
      earned: 2_250_000,
      reversed: 0,
      net: 2_250_000,
    });
    expect(month.earnings.series.slice(0, -1).every((point) => point.net === 0)).toBe(true);
    const quarter = await ownerDashboard(w.world.ownerA, '?range=90d');
    expect(quarter.granularity).toBe('week');
    // 90 days back from 10 Feb is 13 Nov 2030, a Wednesday: weeks from Monday 11 Nov.
    expect(quarter.earnings.series[0]!.period).toBe('2030-11-11');
    expect(quarter.earnings.series.at(-1)!.period).toBe('2031-02-10');
    expect(quarter.earnings.series).toHaveLength(14);
    expect(quarter.earnings.series.find((point) => point.period === '2030-12-30')).toMatchObject({
      net: 4_185_000,
    });
  });

  it('shows an owner only their own figures', async () => {
    const data = await ownerDashboard(w.world.ownerB);
    expect(data).toMatchObject({
      // B4's month 1 only: month 2 is not paid yet.
      earnings: { thisMonth: 0, allTime: 900_000 },
      bookings: { total: 1, byStatus: { confirmed: 1 } },
      listings: { total: 1, needingAction: [] },
      plan: null,
      wallet: { balance: 900_000, pending: 0 },
      // B4's month 2: due 15 Feb, in [10 Feb, 12 Mar).
      rent: {
        expected: { from: '2031-02-10', to: '2031-03-12', count: 1, amount: 1_000_000 },
        overdue: { count: 0, amount: 0 },
      },
      rating: { average: null, count: 0 },
      moveIns: { count: 0, items: [] },
    });
    expect(data.occupancy.listings.map((row) => row.title)).toEqual(['L4 Pune studio']);
    expect(data.lostDemand).toMatchObject({
      searches: 1,
      zeroResults: 1,
      missed: 1,
      reasons: reasons(1, 0, 0),
      cities: [{ city: 'Pune' }],
    });
    const pending = await ownerDashboard(w.world.ownerC);
    expect(pending).toMatchObject({
      owner: { approvalStatus: 'pending' },
      earnings: { allTime: 0, thisMonth: 0 },
      listings: { total: 0 },
      plan: null,
      lostDemand: { searches: 0, cities: [], listings: [] },
    });
  });

  it("counts the rent to come in [today, today + 30) and the overdue months, each owner's own", async () => {
    const { b4 } = w.world.bookings;
    // B4's month 2 (owner B, ₹10,000) moved to the window's edges, then marked overdue.
    const moveMonth2 = (day: string, status = 'upcoming') =>
      w.t.db.execute(sql`update booking_instalments set period_start = ${day}::date,
        due_date = ${day}::date, status = ${status}
        where booking_id = ${b4.bookingId} and number = 2`);
    const rentOf = async (person: SignedInPerson) => (await ownerDashboard(person)).rent;
    try {
      await moveMonth2('2031-02-10');
      expect((await rentOf(w.world.ownerB)).expected).toMatchObject({
        count: 1,
        amount: 1_000_000,
      });
      await moveMonth2('2031-03-12');
      expect((await rentOf(w.world.ownerB)).expected).toMatchObject({ count: 0, amount: 0 });
      await moveMonth2('2031-02-03', 'overdue');
      expect(await rentOf(w.world.ownerB)).toMatchObject({
        expected: { count: 0, amount: 0 },
        overdue: { count: 1, amount: 1_000_000 },
      });
      expect((await rentOf(w.world.ownerA)).overdue).toEqual({ count: 0, amount: 0 });
    } finally {
      await moveMonth2('2031-02-15');
    }
  });

  it("lists each booking's earnings over the range for the CSV download", async () => {
    const { b1, b2, b3 } = w.world.bookings;
    const response = await get(w.world.ownerA, '/api/owner/dashboard/earnings?range=12m');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2030-03-01', to: '2031-03-01' });
    const byBooking = Object.fromEntries(
      body.data.map((row: { bookingId: string }) => [row.bookingId, row]),
    );
    expect(Object.keys(byBooking).sort()).toEqual([b1, b2, b3].map((b) => b.bookingId).sort());
    expect(byBooking[b1.bookingId]).toMatchObject({ status: 'completed', net: 2_385_000 });
    expect(byBooking[b3.bookingId]).toMatchObject({
      status: 'cancelled',
      earned: 3_600_000,
      reversed: 1_800_000,
      net: 1_800_000,
    });
    expect(byBooking[b2.bookingId]).toMatchObject({ status: 'confirmed', net: 2_250_000 });
    const recent = await get(w.world.ownerA, '/api/owner/dashboard/earnings?range=30d');
    expect(recent.json().data.map((row: { bookingId: string }) => row.bookingId)).toEqual([
      b2.bookingId,
    ]);
  });

  it('refuses other roles, strangers and bad ranges', async () => {
    const asUser = await get(w.world.users[0], '/api/owner/dashboard');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ message: MESSAGES.NOT_AUTHORIZED_AS_OWNER });
    expect((await get(w.world.admin, '/api/owner/dashboard/earnings')).statusCode).toBe(403);
    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/owner/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await get(w.world.ownerA, '/api/owner/dashboard?range=7d');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('range');
    expect((await get(w.world.ownerA, '/api/owner/dashboard?ownerId=x')).statusCode).toBe(400);
  });
});
