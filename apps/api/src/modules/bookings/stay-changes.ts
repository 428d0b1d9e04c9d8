import {
  extensionLimitProblem,
  planEndEarly,
  planExtension,
  scheduledInstalmentStatus,
  splitCommission,
} from '@nestly/shared';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { postgresErrorCode } from '../../lib/db-errors';
import { requireSide } from '../../lib/parties';
import type { LedgerService } from '../ledger/index';
import type { Notifying } from '../notifications/index';
import * as repo from './repo';
import * as stays from './stay-changes-repo';
import * as monthsRepo from './instalments-repo';
import { datesTaken, notAllowed, type BookingTransitions } from './transitions';

/**
 * A long stay's end moved by its tenant (PRODUCT.md "Long stays, month by month", decision 027):
 * ending early with 30 days' notice, or extending by whole months. Each is one transaction under
 * the booking's row lock: the booking's dates and totals, its reservation's range (under the
 * exclusion constraint), its instalments, the ledger for paid months refunded, a timeline event
 * and the notices to both sides. Two calls at once queue on the lock; the second sees the first.
 */
export const createStayChanges = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  { today, stayOf }: BookingTransitions,
) => {
  const { db, clock, notifications } = deps;

  const addOnPrices = (booking: BookingRow) => booking.addOns.map((addOn) => addOn.monthlyPrice);

  /** The booking's stored totals for a stay of `months`, the commission summed per live month. */
  const totalsFor = (booking: BookingRow, months: number, liveMonths: InstalmentShare[]) => {
    const rentTotal = booking.monthlyRent * months;
    const addOns = booking.addOns.map((addOn) => ({
      ...addOn,
      total: addOn.monthlyPrice * months,
    }));
    const addOnsTotal = addOns.reduce((sum, addOn) => sum + addOn.total, 0);
    const subtotal = rentTotal + addOnsTotal;
    // Decision 027: the stored commission is the sum over the live instalments (each rounded
    // down on its own); a booking without a full schedule splits its subtotal at once.
    const split =
      liveMonths.length === months &&
      liveMonths.reduce((sum, month) => sum + month.amount, 0) === subtotal
        ? {
            commission: liveMonths.reduce((sum, month) => sum + month.commission, 0),
            ownerShare: liveMonths.reduce((sum, month) => sum + month.ownerShare, 0),
          }
        : splitCommission(subtotal);
    return {
      rentalPeriod: months,
      rentTotal,
      addOns,
      addOnsTotal,
      subtotal,
      total: subtotal + booking.deposit,
      ...split,
    };
  };

  const lockOwnBooking = async (tx: Tx, bookingId: string, tenantId: string) =>
    requireSide(
      { id: tenantId, role: 'user' },
      await repo.lockBooking(tx, bookingId),
      'user',
      'Booking',
    );

  /** A stay that is not running cannot change: ended ones say so, others by their state. */
  const requireRunning = (booking: BookingRow, action: string) => {
    if (booking.status === 'completed')
      throw new AppError('INVALID_TRANSITION', { message: 'This stay has already ended' });
    if (booking.status !== 'confirmed') throw notAllowed(booking, action);
  };

  const refused = (reason: string) => new AppError('INVALID_TRANSITION', { message: reason });

  return {
    /**
     * POST /api/user/bookings/{id}/end-early: the stay ends at the end of the period containing
     * today + 30 days; later months are cancelled, paid ones refunded to the tenant's wallet.
     */
    endEarly: (bookingId: string, tenantId: string, reason: string) =>
      db.transaction(async (tx) => {
        const booking = await lockOwnBooking(tx, bookingId, tenantId);
        requireRunning(booking, 'ended early');
        const instalments = await monthsRepo.lockInstalments(tx, booking.id);
        const plan = planEndEarly({
          moveInDate: booking.moveInDate,
          endDate: booking.endDate,
          today: today(),
          hasEndedEarly: booking.endedEarlyAt !== null,
          instalments,
        });
        if (!plan.allowed) throw refused(plan.reason);
        const now = clock.now();
        const cancelled = new Set(plan.cancelledNumbers);
        for (const instalment of instalments) {
          if (!cancelled.has(instalment.number) || instalment.status !== 'paid') continue;
          await ledger.refundInstalment(
            tx,
            {
              id: instalment.id,
              bookingId: booking.id,
              tenantId: booking.userId,
              ownerId: booking.ownerId,
              reference: booking.reference,
              number: instalment.number,
              amount: instalment.amount,
              commission: instalment.commission,
              ownerShare: instalment.ownerShare,
              released: instalment.earningReleasedAt !== null,
            },
            { at: now },
          );
        }
        await monthsRepo.cancelInstalments(tx, booking.id, now, plan.cancelledNumbers);
        await stays.moveReservationEnd(tx, booking.id, plan.newEndDate);
        const live = instalments.filter(
          (instalment) => instalment.status !== 'cancelled' && !cancelled.has(instalment.number),
        );
        const updated = await updateStay(tx, booking, {
          endDate: plan.newEndDate,
          ...totalsFor(booking, plan.newRentalPeriod, live),
          endedEarlyAt: now,
          endEarlyReason: reason,
          stayChangedAt: now,
        });
        await repo.insertBookingEvent(tx, {
          bookingId: booking.id,
          fromStatus: 'confirmed',
          toStatus: 'confirmed',
          actorId: tenantId,
          actorRole: 'user',
          reason: `Ending early: the stay now ends on ${plan.newEndDate}. ${reason}`,
          createdAt: now,
        });
        await notifications.raise(
          tx,
          {
            type: 'stay_ending_early',
            facts: await stayOf(tx, updated),
            reason,
            refunded: plan.refunded,
          },
          { actorId: tenantId },
        );
        return { booking: updated, plan };
      }),

    /**
     * POST /api/user/bookings/{id}/extend: `months` more, within the home's maximum (400 past
     * it), if the dates after the stay are free (the exclusion constraint says; 409 when taken).
     */
    extend: (bookingId: string, tenantId: string, months: number) =>
      db.transaction(async (tx) => {
        const booking = await lockOwnBooking(tx, bookingId, tenantId);
        requireRunning(booking, 'extended');
        const maxMonths = await stays.findMaxMonths(tx, booking.propertyId);
        const price = {
          monthlyRent: booking.monthlyRent,
          addOnMonthlyPrices: addOnPrices(booking),
        };
        const plan = planExtension({
          moveInDate: booking.moveInDate,
          endDate: booking.endDate,
          rentalPeriod: booking.rentalPeriod,
          months,
          maxMonths,
          today: today(),
          hasEndedEarly: booking.endedEarlyAt !== null,
          ...price,
        });
        if (!plan.allowed) {
          const limit = extensionLimitProblem(booking.rentalPeriod, maxMonths, months);
          if (limit === plan.reason)
            throw new AppError('VALIDATION_ERROR', {
              message: limit,
              details: [{ field: 'months', message: limit }],
            });
          throw refused(plan.reason);
        }
        try {
          await stays.moveReservationEnd(tx, booking.id, plan.newEndDate);
        } catch (error) {
          if (postgresErrorCode(error) === '23P01') throw datesTaken();
          throw error;
        }
        const now = clock.now();
        const day = today();
        const added = plan.instalments.map((planned) => ({
          id: randomUUID(),
          bookingId: booking.id,
          ...planned,
          ...splitCommission(planned.amount),
          status: scheduledInstalmentStatus(planned.dueDate, day),
          createdAt: now,
          updatedAt: now,
        }));
        await monthsRepo.insertInstalments(tx, added);
        const existing = await monthsRepo.lockInstalments(tx, booking.id);
        const live = existing.filter((instalment) => instalment.status !== 'cancelled');
        const updated = await updateStay(tx, booking, {
          endDate: plan.newEndDate,
          ...totalsFor(booking, plan.newRentalPeriod, live),
          stayChangedAt: now,
        });
        await repo.insertBookingEvent(tx, {
          bookingId: booking.id,
          fromStatus: 'confirmed',
          toStatus: 'confirmed',
          actorId: tenantId,
          actorRole: 'user',
          reason: `Extended by ${months} month${months === 1 ? '' : 's'}: the stay now ends on ${plan.newEndDate}`,
          createdAt: now,
        });
        await notifications.raise(
          tx,
          { type: 'stay_extended', facts: await stayOf(tx, updated), months },
          { actorId: tenantId },
        );
        return { booking: updated, plan };
      }),
  };

  async function updateStay(
    tx: Tx,
    booking: BookingRow,
    changes: Parameters<typeof repo.transitionBooking>[3] extends infer C
      ? Omit<C, 'status'>
      : never,
  ) {
    const updated = await repo.transitionBooking(tx, booking.id, ['confirmed'], {
      ...changes,
      status: 'confirmed',
      updatedAt: clock.now(),
    });
    if (!updated) throw notAllowed(booking, 'changed');
    return updated;
  }
};
export type StayChanges = ReturnType<typeof createStayChanges>;

interface InstalmentShare {
  amount: number;
  commission: number;
  ownerShare: number;
}
