import { AppError, notFound } from '../../lib/app-error';
import { canReadBooking } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { BookingDetail, InstalmentListResponse } from '@nestly/shared';
import { findBookingById } from './repo';
import { listInstalmentStates, listInstalments } from './instalments-repo';
import { listPaidOrders, type PaymentsService } from '../payments/index';
import { hasReviewForBooking } from '../reviews/index';
import { listBookingWalletEntries } from '../ledger/index';
import * as repo from './booking-views-repo';
import type { BookingFilter, BookingViewRow } from './booking-views-repo';
import { toBookingDetail, toBookingSummary, toInstalment } from './views';
import { findDepositSettlement } from './deposit-settlement';
import { buildPagination, type Role } from '@nestly/shared';

export interface Viewer {
  id: string;
  role: Role;
}

/** The read side of bookings: lists scoped to the viewer, and the detail page's data. */
export const createBookingQueries = (
  deps: AppDeps,
  today: () => string,
  payments: Pick<PaymentsService, 'bookingCardRefund'>,
) => {
  const { db, storage } = deps;

  return {
    /**
     * A stay's months (decision 027): its tenant, its owner and admins read them; anyone else,
     * and a booking that does not exist, 404.
     */
    instalments: async (viewer: Viewer, bookingId: string): Promise<InstalmentListResponse> => {
      const booking = await findBookingById(db, bookingId);
      if (!booking || !canReadBooking(viewer, booking)) throw notFound('Booking');
      const rows = await listInstalments(db, bookingId);
      return { data: rows.map(toInstalment) };
    },

    /** A page of bookings; the viewer's scope (own stays, own homes, all) is forced here. */
    list: async (viewer: Viewer, filter: BookingFilter, page: number, limit: number) => {
      const scoped: BookingFilter = { ...filter };
      if (viewer.role === 'user') scoped.userId = viewer.id;
      if (viewer.role === 'owner') {
        if (filter.ownerId && filter.ownerId !== viewer.id) {
          throw new AppError('FORBIDDEN', {
            message: 'You can only see bookings of your own homes',
          });
        }
        scoped.ownerId = viewer.id;
      }
      const { rows, total } = await repo.listBookingViews(db, scoped, page, limit);
      return {
        data: rows.map((row) => toBookingSummary(row, storage)),
        pagination: buildPagination(page, limit, total),
      };
    },

    /** The page of a booking just made by its user, from what the transaction already knows. */
    freshDetail: (
      view: BookingViewRow,
      timeline: BookingDetail['timeline'],
      payments: BookingDetail['payments'],
    ): BookingDetail =>
      toBookingDetail(view, storage, {
        viewer: 'user',
        today: today(),
        timeline,
        payments,
        hasReview: false,
        refund: null,
        depositSettlement: null,
      }),

    /**
     * One booking with its timeline and the viewer's side of its money; others' answer 404.
     * Read on `on`: the database, or a transaction that just wrote it (an Idempotency-Key's).
     */
    detail: async (viewer: Viewer, bookingId: string, on: DbOrTx = db): Promise<BookingDetail> => {
      const view = await repo.findBookingView(on, bookingId);
      if (!view || !canReadBooking(viewer, view.booking)) throw notFound('Booking');
      const [timeline, payments, hasReview, refund, depositSettlement, instalments] =
        await Promise.all([
          repo.listBookingEvents(on, bookingId),
          paymentsFor(on, viewer, view.booking),
          hasReviewForBooking(on, bookingId),
          cardRefundOf(on, view.booking),
          // Only a completed stay has one: others skip the read.
          view.booking.status === 'completed' ? findDepositSettlement(on, bookingId) : null,
          listInstalmentStates(on, bookingId),
        ]);
      return toBookingDetail(view, storage, {
        viewer: viewer.role,
        today: today(),
        timeline: timeline.map((event) => ({
          ...event,
          createdAt: event.createdAt.toISOString(),
        })),
        payments,
        hasReview,
        refund,
        depositSettlement,
        instalments,
      });
    },
  };

  /** Only some bookings can have a card refund: the others skip the read. */
  async function cardRefundOf(
    on: DbOrTx,
    booking: {
      id: string;
      status: string;
      paymentMethod: string | null;
    },
  ) {
    // A cancelled stay paid by card, or one that expired before a payment the reconciliation found
    // and sent back to the card (its dates were gone).
    const mayHaveOne =
      (booking.status === 'cancelled' && booking.paymentMethod === 'card') ||
      booking.status === 'expired';
    if (!mayHaveOne) return null;
    return payments.bookingCardRefund(on, booking.id);
  }

  /** The user sees their wallet's side, the owner theirs; the admin sees both parties'. */
  async function paymentsFor(
    on: DbOrTx,
    viewer: Viewer,
    booking: { id: string; userId: string; ownerId: string },
  ) {
    const holders =
      viewer.role === 'user'
        ? [booking.userId]
        : viewer.role === 'owner'
          ? [booking.ownerId]
          : [booking.userId, booking.ownerId];
    const [cardPayments, ...walletRows] = await Promise.all([
      viewer.role === 'owner' ? [] : listPaidOrders(on, 'booking', booking.id),
      ...holders.map((holder) => listBookingWalletEntries(on, booking.id, holder)),
    ]);
    const card = cardPayments.map((order) => ({
      id: order.id,
      kind: 'card_payment',
      description: `Paid by card (${order.providerPaymentId ?? order.providerOrderId})`,
      amount: -order.amount,
      createdAt: (order.paidAt ?? order.createdAt).toISOString(),
    }));
    const wallet = walletRows.flat().map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
    }));
    return [...card, ...wallet].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
};
export type BookingQueries = ReturnType<typeof createBookingQueries>;
