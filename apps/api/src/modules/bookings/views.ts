import {
  refundFor,
  refundSchedule,
  splitCommission,
  type ActorRole,
  type BookingDetail,
  type BookingEvent,
  type BookingSummary,
  type CancellationPreview,
  type Instalment,
  type InstalmentState,
} from '@nestly/shared';
import type { BookingInstalmentRow, BookingRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import type { LedgerService } from '../ledger/index';
import { breakdownOf, paidPartOf, type BookableProperty } from '../cart/index';
import type { BookingViewRow } from './booking-views-repo';
import { endEarlyPreviewOf } from './stay-changes-view';

export const toBookingSummary = (view: BookingViewRow, storage: Storage): BookingSummary => ({
  id: view.booking.id,
  reference: view.booking.reference,
  status: view.booking.status,
  property: {
    ...view.property,
    coverUrl: view.coverThumbKey ? storage.publicUrl(view.coverThumbKey) : null,
  },
  user: view.user,
  owner: view.owner,
  moveInDate: view.booking.moveInDate,
  endDate: view.booking.endDate,
  rentalPeriod: view.booking.rentalPeriod,
  total: view.booking.total,
  ownerEarnings: ownerEarningsOf(view),
  paymentMethod: view.booking.paymentMethod,
  expiresAt: view.booking.status === 'pending_payment' ? iso(view.booking.expiresAt) : null,
  createdAt: view.booking.createdAt.toISOString(),
});

/**
 * The owner's net from a booking. A cancellation always gives the deposit back in full, so what was
 * kept of rent and add-ons is what was paid (month 1 and the deposit since long stays) less
 * `refundAmount`, split by the commission rule as the ledger does (ledger/postings.ts).
 */
const ownerEarningsOf = ({
  booking,
  paidMonths,
}: Pick<BookingViewRow, 'booking' | 'paidMonths'>) => {
  switch (booking.status) {
    case 'expired':
      return 0;
    case 'cancelled':
      return splitCommission(paidOf(booking, paidMonths).total - (booking.refundAmount ?? 0))
        .ownerShare;
    default:
      return booking.ownerShare;
  }
};

/** What the booking's paid months and its deposit come to (a stay without a schedule: all). */
const paidOf = (booking: BookingViewRow['booking'], paidMonths: number) =>
  paidPartOf(breakdownOf(booking), paidMonths > 0 ? paidMonths : booking.rentalPeriod);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What cancelling now would do for this viewer: users by the rules, owners in full, admins not. */
export const cancellationFor = (
  view: BookingViewRow,
  viewer: ActorRole,
  today: string,
): CancellationPreview => {
  const { booking } = view;
  if (booking.status !== 'confirmed')
    return { allowed: false, reason: 'Only a confirmed booking can be cancelled' };
  if (viewer !== 'user' && viewer !== 'owner')
    return { allowed: false, reason: 'Only the guest or the host can cancel a booking' };
  const outcome = refundFor({
    price: paidOf(booking, view.paidMonths),
    moveInDate: booking.moveInDate,
    cancellationDate: today,
    cancelledBy: viewer,
  });
  if (!outcome.allowed) return outcome;
  return {
    allowed: true,
    refund: outcome.refund,
    rentRefund: outcome.rentRefund,
    addOnsRefund: outcome.addOnsRefund,
    depositRefund: outcome.depositRefund,
    policy: outcome.policy,
  };
};

export interface DetailExtras {
  viewer: ActorRole;
  today: string;
  timeline: BookingDetail['timeline'];
  payments: BookingDetail['payments'];
  hasReview: boolean;
  /** The booking's card refund (decision 028), null when none. */
  refund: BookingDetail['refund'];
  /** The move-out deposit settlement (decision 027), null before the stay ended. */
  depositSettlement: BookingDetail['depositSettlement'];
  /** Its instalments as ending early reads them (decision 027); none for a booking just made. */
  instalments?: readonly InstalmentState[];
}

export const toBookingDetail = (
  view: BookingViewRow,
  storage: Storage,
  extras: DetailExtras,
): BookingDetail => {
  const { booking } = view;
  const price = breakdownOf(booking);
  // A held booking's checkout will pay month 1: the preview is on what paying takes.
  const paid = paidOf(booking, booking.status === 'pending_payment' ? 1 : view.paidMonths);
  const stayBegun = booking.moveInDate <= extras.today;
  return {
    ...toBookingSummary(view, storage),
    price,
    commission: booking.commission,
    ownerShare: booking.ownerShare,
    refundAmount: booking.refundAmount,
    cancellationReason: booking.cancellationReason,
    cancelledBy: booking.cancelledBy,
    confirmedAt: iso(booking.confirmedAt),
    cancelledAt: iso(booking.cancelledAt),
    completedAt: iso(booking.completedAt),
    timeline: extras.timeline,
    payments: extras.payments,
    cancellation: cancellationFor(view, extras.viewer, extras.today),
    refundPreview:
      booking.status === 'confirmed' || booking.status === 'pending_payment'
        ? refundSchedule(paid, booking.moveInDate, extras.today)
        : [],
    refund: extras.refund,
    canReview:
      extras.viewer === 'user' &&
      !extras.hasReview &&
      (booking.status === 'completed' || (booking.status === 'confirmed' && stayBegun)),
    hasReview: extras.hasReview,
    depositSettlement: extras.depositSettlement,
    autopay: booking.autopay,
    maxMonths: view.maxMonths,
    endEarly: endEarlyPreviewOf(booking, extras.today, extras.instalments ?? []),
  };
};

/**
 * What the page of a booking just paid from the wallet shows, from what its transaction already
 * knows (no read back): the view, its one timeline event, and the user's side of the posting.
 */
export const toFreshWalletBooking = (
  booking: BookingRow,
  property: BookableProperty,
  user: BookingViewRow['user'],
  event: { id: string; reason: string },
  posted: Awaited<ReturnType<LedgerService['postBookingPayment']>>,
) => {
  const view: BookingViewRow = {
    booking,
    paidMonths: 1,
    property: {
      id: property.id,
      title: property.title,
      city: property.city,
      state: property.state,
    },
    coverThumbKey: property.coverThumbKey,
    maxMonths: property.maxMonths,
    user: { id: user.id, name: user.name, email: user.email },
    owner: { id: property.ownerId, name: property.ownerName, email: property.ownerEmail },
  };
  const timeline: BookingEvent[] = [
    {
      id: event.id,
      fromStatus: null,
      toStatus: 'confirmed',
      actorRole: 'user',
      actorName: user.name,
      reason: event.reason,
      createdAt: booking.createdAt.toISOString(),
    },
  ];
  const payments = (posted?.entries ?? [])
    .filter((entry) => entry.holderId === user.id)
    .map((entry) => ({
      id: entry.publicId,
      kind: entry.entryKind,
      description: posted!.description,
      amount: entry.amount,
      createdAt: booking.createdAt.toISOString(),
    }));
  return { view, timeline, payments };
};

/** An instalment as the API answers it (instalmentSchema). */
export const toInstalment = (row: BookingInstalmentRow): Instalment => ({
  id: row.id,
  number: row.number,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  dueDate: row.dueDate,
  amount: row.amount,
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
  method: row.method,
  receiptNumber: row.receiptNumber,
});
