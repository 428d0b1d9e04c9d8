import { splitCommission, type ActorRole } from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { calendarDay } from '../../lib/clock';
import type { AppDeps } from '../../app-deps';
import type { StayFacts } from '../notifications/index';
import { deleteCartHolding, dueNowOf } from '../cart/index';
import { writeInstalmentSchedule } from './instalment-schedule';
import type { LedgerService } from '../ledger/index';
import * as repo from './repo';
import { findBookingView, type BookingViewRow } from './booking-views-repo';

export interface Party {
  id: string;
  name: string;
  email: string;
}

export interface Actor {
  id: string | null;
  role: ActorRole;
}

/** Dates overlapping another stay or a block: the exclusion constraint's answer, in words. */
export const datesTaken = () =>
  new AppError('DATES_TAKEN', {
    message: 'These dates are no longer available for this home. Choose other dates.',
  });

export const notAllowed = (booking: BookingRow, action: string) =>
  new AppError('INVALID_TRANSITION', {
    message: `This booking cannot be ${action}: it is ${booking.status.replace('_', ' ')}`,
  });

/**
 * The steps every booking rule shares: a guarded state change with its timeline event, a paid
 * confirmation with its ledger posting, and the facts a booking notice tells.
 */
export const createBookingTransitions = (deps: AppDeps, ledger: LedgerService) => {
  const { clock } = deps;
  const today = () => calendarDay(clock.now());

  /** What a booking notice says, from the booking and its view (read in `tx` when not known). */
  const stayOf = async (
    tx: DbOrTx,
    booking: BookingRow,
    known?: BookingViewRow,
  ): Promise<StayFacts> => {
    const view = known ?? (await findBookingView(tx, booking.id));
    if (!view) throw new Error(`booking ${booking.id} has no view`);
    return {
      bookingId: booking.id,
      reference: booking.reference,
      propertyId: booking.propertyId,
      propertyTitle: view.property.title,
      moveInDate: booking.moveInDate,
      endDate: booking.endDate,
      guest: { id: view.user.id, name: view.user.name },
      host: { id: view.owner.id, name: view.owner.name },
      total: booking.total,
      paidNow: dueNowOf(booking),
      earnedNow: splitCommission(booking.subtotal / booking.rentalPeriod).ownerShare,
      ownerShare: booking.ownerShare,
      refund: booking.refundAmount,
      reason: booking.cancellationReason,
      cancelledBy: booking.cancelledBy,
    };
  };

  /** Moves a booking from one of `from` to `to`, with its timeline event; 409 if it moved on. */
  const transition = async (
    tx: Tx,
    booking: BookingRow,
    from: readonly BookingRow['status'][],
    changes: Parameters<typeof repo.transitionBooking>[3],
    actor: Actor,
    reason: string | null,
    action: string,
  ) => {
    const updated = await repo.transitionBooking(tx, booking.id, from, {
      ...changes,
      updatedAt: clock.now(),
    });
    if (!updated) throw notAllowed(booking, action);
    await repo.insertBookingEvent(tx, {
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: updated.status,
      actorId: actor.id,
      actorRole: actor.role,
      reason,
      createdAt: clock.now(),
    });
    return updated;
  };

  /**
   * Confirms a held booking as paid, with its ledger posting and its instalment schedule in the
   * same transaction; the cart it came from empties. `paidAmount` is what the card order carried:
   * a hold made before long stays has an order for its whole `total` (decision 027), which pays
   * every month as the old rules did (only for the 15 minutes such a hold can live).
   */
  const confirmPaid = async (
    tx: Tx,
    booking: BookingRow,
    method: 'card' | 'wallet',
    paymentOrderId: string | null,
    reason: string,
    paidAmount: number = dueNowOf(booking),
  ) => {
    const paid = paidAmount === booking.total && booking.rentalPeriod > 1 ? 'whole' : 'first';
    const at = clock.now();
    if (paid === 'whole')
      await ledger.postWholeStayPayment(tx, booking, method, { paymentOrderId, at });
    else await ledger.postBookingPayment(tx, booking, method, { paymentOrderId, at });
    await writeInstalmentSchedule(tx, booking, { paidAt: at, method, paymentOrderId, paid }, at);
    const confirmed = await transition(
      tx,
      booking,
      [booking.status],
      {
        status: 'confirmed',
        paymentMethod: method,
        paymentOrderId,
        confirmedAt: clock.now(),
        expiresAt: null,
      },
      { id: booking.userId, role: 'user' },
      reason,
      'confirmed',
    );
    await deleteCartHolding(tx, booking.userId, booking.id);
    return confirmed;
  };

  return { today, stayOf, transition, confirmPaid };
};
export type BookingTransitions = ReturnType<typeof createBookingTransitions>;
