import { z } from 'zod';
import { approvalStatusSchema } from '../auth/auth.schemas';
import { bookingStatusSchema } from '../bookings/booking.schemas';
import { DASHBOARD_RANGES } from './dashboard.constants';
import { adminLostDemandSchema, ownerLostDemandSchema } from './lost-demand.schemas';

/**
 * GET /api/owner/dashboard and GET /api/admin/dashboard (PRODUCT.md, Dashboards; issue 11): one
 * call answers a whole screen. Money is integer paise, computed from the ledger and the bookings
 * as they are; rates are fractions (0–1) or null when there is nothing to divide by. The ranges
 * and windows are in dashboard.constants.ts.
 */
export const dashboardQuerySchema = z.strictObject({
  range: z.enum(DASHBOARD_RANGES, { error: 'Choose 30d, 90d or 12m' }).default('12m'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The series' buckets (SERIES_GRANULARITY). */
export const seriesGranularitySchema = z.enum(['day', 'week', 'month']);
export type SeriesGranularity = z.infer<typeof seriesGranularitySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const paise = z.number().int();
const count = z.number().int();
const rate = z.number().nullable();

/** Every booking status with its count (zero included). */
export const bookingsByStatusSchema = z.record(bookingStatusSchema, count);
export type BookingsByStatus = z.infer<typeof bookingsByStatusSchema>;

/** Listings not deleted: `blocked` are approved listings an admin hid (not in `approved`). */
export const listingsByStatusSchema = z.object({
  pending: count,
  approved: count,
  rejected: count,
  blocked: count,
});
export type ListingsByStatus = z.infer<typeof listingsByStatusSchema>;

const seriesMeta = {
  range: z.enum(DASHBOARD_RANGES),
  granularity: seriesGranularitySchema,
  /** The server's calendar day the figures were computed for. */
  today: day,
};

/** A stay starting or ending soon. */
export const upcomingStaySchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  tenantName: z.string(),
  /** The move-in day (move-ins) or the move-out day (move-outs). */
  date: day,
});
export type UpcomingStay = z.infer<typeof upcomingStaySchema>;

export const listingOccupancySchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  city: z.string(),
  bookedDays: count,
  /** Days the owner blocked: not open to booking, so left out of the rate. */
  blockedDays: count,
  openDays: count,
  /** bookedDays ÷ openDays. */
  rate,
});
export type ListingOccupancy = z.infer<typeof listingOccupancySchema>;

export const ownerDashboardSchema = z.object({
  ...seriesMeta,
  owner: z.object({
    approvalStatus: approvalStatusSchema,
    rejectionReason: z.string().nullable(),
  }),
  /** What the owner's wallet was credited for stays, less reversals on cancellations. */
  earnings: z.object({
    thisMonth: paise,
    allTime: paise,
    series: z.array(
      z.object({
        /** The bucket's first day. */
        period: day,
        earned: paise,
        /** Credits reversed by refunds (a positive amount). */
        reversed: paise,
        net: paise,
      }),
    ),
  }),
  bookings: z.object({ total: count, byStatus: bookingsByStatusSchema }),
  moveIns: z.object({ count, items: z.array(upcomingStaySchema) }),
  moveOuts: z.object({ count, items: z.array(upcomingStaySchema) }),
  occupancy: z.object({
    /** First day of the window and the day after its last (OCCUPANCY_DAYS days). */
    from: day,
    to: day,
    bookedDays: count,
    openDays: count,
    rate,
    listings: z.array(listingOccupancySchema),
  }),
  listings: z.object({
    total: count,
    byStatus: listingsByStatusSchema,
    /** Rejected listings (with the reason) and listings waiting for review, newest change first. */
    needingAction: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(['pending', 'rejected']),
        rejectionReason: z.string().nullable(),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    ),
  }),
  /** The running plan, or null without one. `endsAt` is the end of every plan paid for. */
  plan: z
    .object({
      name: z.string(),
      allowedProperties: count,
      usedProperties: count,
      endsAt: z.iso.datetime({ offset: true }),
      daysLeft: count,
    })
    .nullable(),
  /**
   * Long stays month by month (decision 027): the unpaid, uncancelled months of the owner's
   * bookings due in [from, to) (today and the next 30 days), and those already overdue.
   */
  rent: z.object({
    expected: z.object({ from: day, to: day, count, amount: paise }),
    overdue: z.object({ count, amount: paise }),
  }),
  /**
   * The owner's money: `balance` is available in the wallet, `pending` the paid months' shares not
   * yet released (the `owner_pending` account). Earnings count both.
   */
  wallet: z.object({ balance: paise, pending: paise }),
  rating: z.object({ average: z.number().nullable(), count }),
  unreadMessages: count,
  lostDemand: ownerLostDemandSchema,
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
export const ownerDashboardResponseSchema = z.object({ data: ownerDashboardSchema });
export type OwnerDashboardResponse = z.infer<typeof ownerDashboardResponseSchema>;

/** One booking's earnings in a range: the rows of the owner's CSV download. */
export const ownerEarningsRowSchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  propertyTitle: z.string(),
  tenantName: z.string(),
  moveInDate: day,
  endDate: day,
  status: bookingStatusSchema,
  earned: paise,
  reversed: paise,
  net: paise,
  /** When the last credit or reversal in the range was made. */
  lastMovementAt: z.iso.datetime({ offset: true }),
});
export type OwnerEarningsRow = z.infer<typeof ownerEarningsRowSchema>;
export const ownerEarningsResponseSchema = z.object({
  data: z.array(ownerEarningsRowSchema),
  /** The range's first day and the day after its last. */
  from: day,
  to: day,
});
export type OwnerEarningsResponse = z.infer<typeof ownerEarningsResponseSchema>;

const moneyFigure = z.object({ thisMonth: paise, allTime: paise });

export const ledgerHealthSchema = z.object({
  ok: z.boolean(),
  transactionsChecked: count,
  walletsChecked: count,
  /** Transactions whose entries do not sum to zero (or that have none). */
  unbalancedTransactions: count,
  /** Wallets whose balance differs from the sum of their entries. */
  mismatchedWallets: count,
  checkedAt: z.iso.datetime({ offset: true }),
});
export type LedgerHealth = z.infer<typeof ledgerHealthSchema>;

export const adminDashboardSchema = z.object({
  ...seriesMeta,
  people: z.object({
    users: count,
    owners: count,
    ownersAwaitingApproval: count,
    signUps: z.array(z.object({ period: day, users: count, owners: count })),
  }),
  listings: z.object({ total: count, byStatus: listingsByStatusSchema, awaitingReview: count }),
  bookings: z.object({
    total: count,
    byStatus: bookingsByStatusSchema,
    /** Cancelled ÷ every booking that was ever paid (confirmed, completed or cancelled). */
    cancellationRate: rate,
    /**
     * By payment day: bookings paid and not cancelled since, their rent and add-ons net of what
     * cancellations refunded, and the commission the ledger kept that day (a refund's reversal
     * counts on the day of the refund).
     */
    series: z.array(
      z.object({ period: day, bookings: count, grossValue: paise, commission: paise }),
    ),
  }),
  money: z.object({
    /**
     * Rent and add-ons of paid bookings (the whole stay booked, decision 027) less what
     * cancellations refunded of them and a cancelled stay's months never charged (deposits are not
     * revenue), by payment day: net of cancellations.
     */
    grossBookingValue: moneyFigure,
    /** The commission account of the ledger: 10 % kept, less what refunds gave back. */
    commission: moneyFigure,
    /** Rent and add-ons refunded on cancellations (deposits come back too; not counted here). */
    refunds: moneyFigure.extend({ count }),
    /**
     * commission ÷ gross booking value (which is already net of refunds): commission is taken as
     * months are paid, so long stays still being paid keep it below the 10 % rate.
     */
    takeRate: rate,
    /** What the platform owes its people: the sum of every wallet. */
    walletBalances: paise,
  }),
  ledgerHealth: ledgerHealthSchema,
  /** Long stays month by month (decision 027). */
  longStays: z.object({
    /** Months of live stays not paid by five days after their due date. */
    overdueInstalments: count,
    /** The `deposits_held` account: deposits taken, not yet settled at move-out. */
    depositsHeld: paise,
  }),
  /**
   * Money out (PRODUCT.md, Money out: "Reconciliation"): the same figures as the reconciliation
   * list's summary.
   */
  moneyOut: z.object({
    /** Disagreements between the provider and our books that a person has to look at. */
    openFindings: count,
    /** The `payouts_in_transit` balance: debited from wallets, not yet settled by the provider. */
    moneyInTransit: paise,
    /** The `card_refunds_in_transit` balance: refunds sent to cards, not yet settled. */
    cardRefundsInTransit: paise,
    /** Payouts failed or reversed in the last 30 days. */
    failedPayouts: z.object({ count, amount: paise }),
  }),
  moderation: z.object({
    owners: z.object({
      total: count,
      items: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          email: z.string(),
          createdAt: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
    listings: z.object({
      total: count,
      items: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          city: z.string(),
          ownerName: z.string(),
          createdAt: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
  }),
  lostDemand: adminLostDemandSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = z.object({ data: adminDashboardSchema });
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
