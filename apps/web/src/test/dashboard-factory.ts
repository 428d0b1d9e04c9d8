import type { AdminDashboard, OwnerDashboard } from '@nestly/shared';
import { idFor } from './booking-factory';

/** Test data for the dashboards (amounts in paise, like the API); each parses with its schema. */
const months = (values: number[]) =>
  values.map((value, index) => ({
    period: `2031-${String(index + 1).padStart(2, '0')}-01`,
    value,
  }));

export const makeOwnerDashboard = (overrides: Partial<OwnerDashboard> = {}): OwnerDashboard => ({
  range: '12m',
  granularity: 'month',
  today: '2031-12-10',
  owner: { approvalStatus: 'approved', rejectionReason: null },
  earnings: {
    thisMonth: 2_250_000,
    allTime: 10_035_000,
    series: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7_785_000, 2_250_000]).map((point) => ({
      period: point.period,
      earned: point.value,
      reversed: 0,
      net: point.value,
    })),
  },
  bookings: {
    total: 3,
    byStatus: { pending_payment: 0, confirmed: 1, completed: 1, expired: 0, cancelled: 1 },
  },
  moveIns: {
    count: 1,
    items: [
      {
        bookingId: idFor(1),
        reference: 'NST-AAA111',
        propertyId: idFor(10),
        propertyTitle: 'Backwater flat',
        tenantName: 'Ravi Nair',
        date: '2031-12-11',
      },
    ],
  },
  moveOuts: { count: 0, items: [] },
  occupancy: {
    from: '2031-12-10',
    to: '2032-03-09',
    bookedDays: 28,
    openDays: 170,
    rate: 0.1647,
    listings: [
      {
        propertyId: idFor(10),
        title: 'Backwater flat',
        city: 'Kochi',
        bookedDays: 28,
        blockedDays: 10,
        openDays: 80,
        rate: 0.35,
      },
      {
        propertyId: idFor(11),
        title: 'Garden house',
        city: 'Kochi',
        bookedDays: 0,
        blockedDays: 0,
        openDays: 90,
        rate: 0,
      },
    ],
  },
  listings: {
    total: 4,
    byStatus: { pending: 1, approved: 2, rejected: 1, blocked: 0 },
    needingAction: [
      {
        id: idFor(12),
        title: 'Hill cottage',
        status: 'rejected',
        rejectionReason: 'Photos are blurry',
        updatedAt: '2031-12-01T10:00:00.000Z',
      },
      {
        id: idFor(13),
        title: 'City studio',
        status: 'pending',
        rejectionReason: null,
        updatedAt: '2031-12-02T10:00:00.000Z',
      },
    ],
  },
  plan: {
    name: 'Standard',
    allowedProperties: 10,
    usedProperties: 4,
    endsAt: '2031-12-14T12:00:00.000Z',
    daysLeft: 4,
  },
  rent: {
    expected: { from: '2031-12-10', to: '2032-01-09', count: 2, amount: 5_000_000 },
    overdue: { count: 1, amount: 2_500_000 },
  },
  wallet: { balance: 7_785_000, pending: 2_250_000 },
  rating: { average: 4.5, count: 2 },
  unreadMessages: 3,
  lostDemand: {
    window: { days: 30, since: '2031-11-11' },
    searches: 4,
    zeroResults: 2,
    fewResults: 2,
    missed: 2,
    reasons: { rentAboveBudget: 1, stayLength: 0, datesTaken: 1 },
    cities: [
      {
        city: 'Kochi',
        searches: 4,
        zeroResults: 2,
        fewResults: 2,
        missed: 2,
        reasons: { rentAboveBudget: 1, stayLength: 0, datesTaken: 1 },
      },
    ],
    listings: [
      {
        propertyId: idFor(10),
        title: 'Backwater flat',
        city: 'Kochi',
        lostSearches: 4,
        matched: 2,
        reasons: { rentAboveBudget: 1, stayLength: 0, datesTaken: 2 },
      },
    ],
  },
  ...overrides,
});

/** A brand-new approved owner with a plan and nothing listed. */
export const makeNewOwnerDashboard = (): OwnerDashboard => {
  const base = makeOwnerDashboard();
  return {
    ...base,
    earnings: { ...base.earnings, thisMonth: 0, allTime: 0 },
    bookings: {
      total: 0,
      byStatus: { ...base.bookings.byStatus, confirmed: 0, completed: 0, cancelled: 0 },
    },
    moveIns: { count: 0, items: [] },
    occupancy: { ...base.occupancy, bookedDays: 0, openDays: 0, rate: null, listings: [] },
    listings: {
      total: 0,
      byStatus: { pending: 0, approved: 0, rejected: 0, blocked: 0 },
      needingAction: [],
    },
    plan: { ...base.plan!, usedProperties: 0, daysLeft: 30 },
    unreadMessages: 0,
    lostDemand: {
      ...base.lostDemand,
      searches: 0,
      zeroResults: 0,
      fewResults: 0,
      missed: 0,
      cities: [],
      listings: [],
    },
  };
};

export const makeAdminDashboard = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  range: '12m',
  granularity: 'month',
  today: '2031-12-10',
  people: {
    users: 3,
    owners: 3,
    ownersAwaitingApproval: 1,
    signUps: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6]).map((point) => ({
      period: point.period,
      users: point.value / 2,
      owners: point.value / 2,
    })),
  },
  listings: {
    total: 5,
    byStatus: { pending: 1, approved: 3, rejected: 1, blocked: 0 },
    awaitingReview: 1,
  },
  bookings: {
    total: 4,
    byStatus: { pending_payment: 0, confirmed: 2, completed: 1, expired: 0, cancelled: 1 },
    cancellationRate: 0.25,
    series: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1]).map((point, index) => ({
      period: point.period,
      bookings: point.value,
      grossValue: index === 10 ? 16_650_000 : index === 11 ? 2_500_000 : 0,
      commission: index === 10 ? 1_065_000 : index === 11 ? 250_000 : 0,
    })),
  },
  money: {
    grossBookingValue: { thisMonth: 2_500_000, allTime: 13_150_000 },
    commission: { thisMonth: 250_000, allTime: 1_315_000 },
    refunds: { count: 1, thisMonth: 0, allTime: 6_000_000 },
    takeRate: 0.1,
    walletBalances: 22_835_000,
  },
  longStays: { overdueInstalments: 1, depositsHeld: 5_000_000 },
  moneyOut: {
    openFindings: 0,
    moneyInTransit: 0,
    cardRefundsInTransit: 0,
    failedPayouts: { count: 0, amount: 0 },
  },
  ledgerHealth: {
    ok: true,
    transactionsChecked: 9,
    walletsChecked: 6,
    unbalancedTransactions: 0,
    mismatchedWallets: 0,
    checkedAt: '2031-12-10T12:00:00.000Z',
  },
  moderation: {
    owners: {
      total: 1,
      items: [
        {
          id: idFor(20),
          name: 'Pending Owner',
          email: 'pending@example.com',
          createdAt: '2031-12-01T10:00:00.000Z',
        },
      ],
    },
    listings: {
      total: 1,
      items: [
        {
          id: idFor(21),
          title: 'City studio',
          city: 'Kochi',
          ownerName: 'Priya',
          createdAt: '2031-12-02T10:00:00.000Z',
        },
      ],
    },
  },
  lostDemand: {
    window: { days: 30, since: '2031-11-11' },
    searches: 6,
    zeroResults: 4,
    fewResults: 2,
    cities: [
      {
        city: 'Kochi',
        searches: 4,
        zeroResults: 2,
        fewResults: 2,
        reasons: { noHomes: 0, rentAboveBudget: 1, stayLength: 0, other: 3 },
      },
      {
        city: 'Shimla',
        searches: 2,
        zeroResults: 2,
        fewResults: 0,
        reasons: { noHomes: 2, rentAboveBudget: 0, stayLength: 0, other: 0 },
      },
    ],
    groups: [
      { city: 'Shimla', budgetBand: 0, moveInMonth: null, zeroResults: 2, fewResults: 0 },
      {
        city: 'Kochi',
        budgetBand: 2_000_000,
        moveInMonth: '2032-03',
        zeroResults: 1,
        fewResults: 0,
      },
    ],
  },
  ...overrides,
});
