import { instalmentMarkingCutoffs } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { calendarDay } from '../../lib/clock';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import { InstalmentAlreadyPaidError } from '../ledger/index';
import * as repo from './instalments-repo';
import type { InstalmentPayments } from './instalment-payments';

/**
 * The recurring kinds of long stays' months (decision 027), registered by module.ts right after
 * the stays' completion, so a test-clock run does a day's work in the note's order: complete →
 * autopay → mark → release → ….
 */
export const INSTALMENT_RECURRING_JOBS = {
  autopay: 'instalments.autopay',
  mark: 'instalments.mark',
} as const;

/**
 * Autopay and the calendar's marks. Each claims with FOR UPDATE SKIP LOCKED, so two processes
 * running one at the same moment share the work and never take one month twice (the claim
 * skips a locked row, the locked row is re-read unpaid, and the unique `instalment_id` posting is
 * the last word).
 */
export const createInstalmentJobs = (
  deps: AppDeps & Notifying,
  instalments: InstalmentPayments,
) => {
  const { db, clock, notifications } = deps;

  return {
    /**
     * Every unpaid month due by today of a stay with autopay on, each in its own transaction,
     * taken from the wallet. A short wallet skips it (tried again on the next run, so topping up
     * settles it) with one "could not take it" notice per month. Answers how many were taken.
     */
    autopay: async () => {
      const today = calendarDay(clock.now());
      const passed: string[] = [];
      let taken = 0;
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const claimed = await repo.claimAutopayInstalment(tx, today, passed);
          if (!claimed) return null;
          const id = claimed.instalment.id;
          try {
            await instalments.settle(tx, claimed, 'wallet', {});
            return { id, taken: true };
          } catch (error) {
            if (error instanceof InstalmentAlreadyPaidError) return { id, taken: false };
            if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
            // The posting's savepoint rolled back alone: the transaction goes on to the notice.
            if (await repo.markAutopayFailureNotified(tx, id, clock.now())) {
              await notifications.raise(tx, {
                type: 'autopay_failed',
                instalment: await instalments.factsOf(tx, claimed),
              });
            }
            return { id, taken: false };
          }
        });
        if (!outcome) return taken;
        passed.push(outcome.id);
        if (outcome.taken) taken += 1;
      }
    },

    /**
     * The calendar's marks (instalmentMarkingCutoffs): `upcoming → due` 3 days before the due date
     * with the reminder (worded by autopay), `→ overdue` 5 days after it with a notice to both
     * sides; each notice once (reminded_at, overdue_notified_at). Answers how many moved.
     */
    mark: async (batchSize = 50) => {
      const cutoffs = instalmentMarkingCutoffs(calendarDay(clock.now()));
      let moved = 0;
      for (const to of ['due', 'overdue'] as const) {
        for (;;) {
          const count = await db.transaction(async (tx) => {
            const claimed = await repo.claimInstalmentsToMark(tx, to, cutoffs, batchSize);
            for (const { instalment, booking } of claimed) {
              const now = clock.now();
              const notify =
                to === 'due'
                  ? instalment.remindedAt === null
                  : instalment.overdueNotifiedAt === null;
              const updated = await repo.moveInstalmentStatus(
                tx,
                instalment.id,
                instalment.status,
                {
                  status: to,
                  updatedAt: now,
                  ...(notify
                    ? to === 'due'
                      ? { remindedAt: now }
                      : { overdueNotifiedAt: now }
                    : {}),
                },
              );
              if (!updated || !notify) continue;
              const facts = await instalments.factsOf(tx, { instalment: updated, booking });
              await notifications.raise(
                tx,
                to === 'due'
                  ? { type: 'instalment_reminder', instalment: facts, autopay: booking.autopay }
                  : { type: 'instalment_overdue', instalment: facts },
              );
            }
            return claimed.length;
          });
          moved += count;
          if (count < batchSize) break;
        }
      }
      return moved;
    },
  };
};
