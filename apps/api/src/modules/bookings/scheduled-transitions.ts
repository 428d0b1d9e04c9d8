import { BOOKING_PAYMENT_WINDOW_MINUTES } from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { LedgerService } from '../ledger/index';
import * as repo from './repo';
import { claimReleasableEarnings, markEarningReleased } from './instalments-repo';
import type { BookingTransitions } from './transitions';
import type { DepositSettlements } from './deposit-settlement';

/** The recurring job kinds that run them (the end-to-end server's clock control reports them). */
export const BOOKING_RECURRING_JOBS = {
  expireUnpaid: 'bookings.expire-unpaid',
  completeFinishedStays: 'bookings.complete-finished-stays',
  /** Paid months' owner shares that stop being pending (decision 027). */
  releaseEarnings: 'earnings.release',
} as const;

/**
 * The transitions time makes (registered as recurring jobs in module.ts): unpaid holds expire, finished stays complete.
 * Each claims its batch with SKIP LOCKED and runs until a batch comes back short.
 */
export const createScheduledTransitions = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  { today, stayOf, transition }: BookingTransitions,
  { openDepositSettlement }: Pick<DepositSettlements, 'openDepositSettlement'>,
) => {
  const { db, clock, notifications } = deps;

  return {
    /** Unpaid holds past 15 minutes let their dates go. Answers how many expired. */
    expireUnpaid: async (batchSize = 50) => {
      let expired = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const due = await repo.claimExpiredBookings(tx, clock.now(), batchSize);
          for (const booking of due) {
            await repo.releaseBookingReservation(tx, booking.id);
            await transition(
              tx,
              booking,
              ['pending_payment'],
              { status: 'expired', expiresAt: booking.expiresAt },
              { id: null, role: 'system' },
              `Not paid within ${BOOKING_PAYMENT_WINDOW_MINUTES} minutes; the dates were released`,
              'expired',
            );
          }
          return due.length;
        });
        expired += claimed;
        if (claimed < batchSize) return expired;
      }
    },

    /**
     * Stays whose end date has come complete; each deposit stays held and its move-out settlement
     * opens, awaiting the owner's proposal (decision 027: no longer returned at completion).
     */
    completeFinishedStays: async (batchSize = 50) => {
      const completed: BookingRow[] = [];
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const due = await repo.claimFinishedStays(tx, today(), batchSize);
          const done: BookingRow[] = [];
          for (const booking of due) {
            const finished = await transition(
              tx,
              booking,
              ['confirmed'],
              { status: 'completed', completedAt: clock.now() },
              { id: null, role: 'system' },
              'The stay ended; the deposit is being settled',
              'completed',
            );
            const ownerDeadline = await openDepositSettlement(tx, finished);
            await notifications.raise(tx, {
              type: 'booking_completed',
              stay: await stayOf(tx, finished),
              deposit: finished.deposit,
              ownerDeadline,
            });
            done.push(finished);
          }
          return done;
        });
        completed.push(...batch);
        if (batch.length < batchSize) break;
      }
      return completed.length;
    },

    /**
     * Pending money becomes available (decision 027): each paid month whose
     * `earning_available_at` has come moves its owner share from pending to the owner's wallet,
     * once (the guarded update; the batch is claimed with SKIP LOCKED, so two processes share
     * the work). Answers how many were released.
     */
    releaseEarnings: async (batchSize = 100) => {
      let released = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const at = clock.now();
          const due = await claimReleasableEarnings(tx, at, batchSize);
          let done = 0;
          for (const month of due) {
            if (!(await markEarningReleased(tx, month.id, at))) continue;
            await ledger.releasePendingEarning(tx, {
              ownerId: month.ownerId,
              amount: month.ownerShare,
              bookingId: month.bookingId,
              reference: month.reference,
              instalmentId: month.id,
              number: month.number,
              at,
            });
            done += 1;
          }
          return { claimed: due.length, done };
        });
        released += batch.done;
        if (batch.claimed < batchSize) return released;
      }
    },
  };
};
