import { formatInr } from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createLedger } from './ledger';
import { lockWalletSplit } from './repo';
import {
  bookingPaymentPosting,
  bookingRefundPosting,
  cardRefundReturnPosting,
  cardRefundSettlementPosting,
  depositSettlementPosting,
  instalmentPaymentPosting,
  lateInstalmentPaymentPosting,
  instalmentRefundPosting,
  earningReleasePosting,
  latePaymentPosting,
  payoutPosting,
  payoutReturnPosting,
  payoutSettlementPosting,
  walletTopUpPosting,
  type BookingMoney,
  type InstalmentMoney,
  type PaidStay,
  type RefundAmounts,
} from './postings';

/** A booking as the ledger needs it: its money (as stored on it, paise) and its id. */
export type BookedMoney = BookingMoney & { id: string };

/**
 * The ledger's intents: every money movement of the product, named for what happened. Each one
 * builds its posting (postings.ts) and writes it inside the caller's transaction, so the movement
 * commits or rolls back with the change that caused it. No other module builds a posting or writes
 * a ledger table (decision 031).
 */
export const createLedgerService = () => {
  const ledger = createLedger();

  return {
    /**
     * A booking paid at checkout by card (the money arrives through the provider) or from the
     * user's wallet: the deposit and month 1 (decision 027), month 1's owner share as pending
     * money, its commission, and the deposit held. Answers what the payer sees of it.
     */
    postBookingPayment: (
      tx: Tx,
      booking: BookedMoney,
      method: 'card' | 'wallet',
      { paymentOrderId = null, at }: { paymentOrderId?: string | null; at: Date },
    ) =>
      ledger.post(tx, bookingPaymentPosting(booking, method), {
        bookingId: booking.id,
        paymentOrderId,
        at,
      }),

    /**
     * A whole stay paid at once, as before long stays (a card order for the old `total` from a
     * hold made before the change; the demo seed's past stays): the owner's share straight to the
     * wallet.
     */
    postWholeStayPayment: (
      tx: Tx,
      booking: BookedMoney,
      method: 'card' | 'wallet',
      { paymentOrderId = null, at }: { paymentOrderId?: string | null; at: Date },
    ) =>
      ledger.post(tx, bookingPaymentPosting(booking, method, 'whole_stay'), {
        bookingId: booking.id,
        paymentOrderId,
        at,
      }),

    /**
     * The release job (decision 027): a paid month's owner share stops being pending and reaches
     * the owner's wallet (`earning_released`).
     */
    releasePendingEarning: (
      tx: Tx,
      release: {
        ownerId: string;
        amount: number;
        bookingId: string;
        reference: string;
        instalmentId: string;
        number: number;
        at: Date;
      },
    ) =>
      ledger.post(
        tx,
        earningReleasePosting(release.ownerId, release.amount, release.reference, release.number),
        { bookingId: release.bookingId, instalmentId: release.instalmentId, at: release.at },
      ),

    /**
     * The same wallet payment checked and made ready, ids included, but not written: the wallet
     * booking hands it to its own database call (`wallet_booking_place`, decision 024), which
     * writes it with the booking. Null for a booking with nothing to move.
     */
    prepareWalletBookingPayment: (db: DbOrTx, booking: BookedMoney, { at }: { at: Date }) =>
      ledger.prepare(db, bookingPaymentPosting(booking, 'wallet'), { bookingId: booking.id, at }),

    /**
     * A cancellation: the refund reaches the user's wallet (or, for `refund.toCard`, card refunds
     * in transit), and the owner's earning and the commission are reversed for what is not kept,
     * in one posting. `paid` is what was paid and where its owner share sits (pending since long
     * stays; the wallet for a stay paid whole before them, the default).
     */
    refundBooking: (
      tx: Tx,
      booking: BookedMoney,
      refund: RefundAmounts,
      { at, paid }: { at: Date; paid?: PaidStay },
    ) =>
      ledger.post(tx, bookingRefundPosting(booking, refund, paid), { bookingId: booking.id, at }),

    /** The provider processed a refund to the card: card refunds in transit → provider clearing. */
    settleCardRefund: (
      tx: Tx,
      { amount, bookingId = null, at }: { amount: number; bookingId?: string | null; at: Date },
    ) => ledger.post(tx, cardRefundSettlementPosting(amount), { bookingId, at }),

    /** A refund to the card failed: card refunds in transit → the person's wallet (`refund`). */
    returnCardRefund: (
      tx: Tx,
      {
        holderId,
        amount,
        bookingId = null,
        at,
      }: { holderId: string; amount: number; bookingId?: string | null; at: Date },
    ) => ledger.post(tx, cardRefundReturnPosting(holderId, amount), { bookingId, at }),

    /**
     * A deposit settled (decision 027): deposits held −deposit, the owner's wallet +ownerAmount,
     * the tenant's +the rest. Answers the posting (null for a zero deposit: nothing moves).
     */
    settleDeposit: (
      tx: Tx,
      booking: BookedMoney,
      { ownerAmount, at }: { ownerAmount: number; at: Date },
    ) =>
      ledger.post(tx, depositSettlementPosting(booking, ownerAmount), {
        bookingId: booking.id,
        at,
      }),
    /** A stay ended early: one paid instalment after the new end, refunded (decision 027). */
    refundInstalment: (
      tx: Tx,
      refund: Parameters<typeof instalmentRefundPosting>[0] & { bookingId: string; id: string },
      { at }: { at: Date },
    ) =>
      ledger.post(tx, instalmentRefundPosting(refund), {
        bookingId: refund.bookingId,
        instalmentId: refund.id,
        at,
      }),

    /**
     * A card payment for a booking it can no longer pay (the dates were taken after the hold
     * lapsed, or the booking was already paid): the money is the user's, in their wallet, less
     * `toCard` on its way back to the card (card refunds in transit).
     */
    creditLatePayment: (
      tx: Tx,
      booking: BookedMoney,
      {
        paymentOrderId,
        amount,
        toCard = 0,
        at,
      }: { paymentOrderId: string; amount: number; toCard?: number; at: Date },
    ) =>
      ledger.post(tx, latePaymentPosting(booking, amount, toCard), {
        bookingId: booking.id,
        paymentOrderId,
        at,
      }),

    /**
     * A month of a long stay paid (decision 027): by card (provider clearing) or from the tenant's
     * wallet (a short wallet is 409 INSUFFICIENT_FUNDS), the commission, and the owner's share as
     * pending money. Written with its `instalmentId`, unique among instalment payments: a second
     * posting for one instalment is refused (`InstalmentAlreadyPaidError`), whatever raced.
     */
    payInstalment: async (
      tx: Tx,
      instalment: InstalmentMoney,
      method: 'card' | 'wallet',
      { paymentOrderId = null, at }: { paymentOrderId?: string | null; at: Date },
    ) => {
      // A savepoint, so a refused second posting leaves the caller's transaction usable.
      try {
        return await tx.transaction((savepoint) =>
          ledger.post(savepoint, instalmentPaymentPosting(instalment, method), {
            bookingId: instalment.bookingId,
            paymentOrderId,
            instalmentId: instalment.id,
            at,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new InstalmentAlreadyPaidError(instalment.id);
        throw error;
      }
    },

    /**
     * A card payment for a month no longer payable (paid meanwhile, or cancelled): the money is
     * the tenant's, in their wallet (`late_payment_credit`).
     */
    creditLateInstalmentPayment: (
      tx: Tx,
      instalment: InstalmentMoney,
      { amount, paymentOrderId, at }: { amount: number; paymentOrderId: string; at: Date },
    ) =>
      ledger.post(tx, lateInstalmentPaymentPosting(instalment, amount), {
        bookingId: instalment.bookingId,
        paymentOrderId,
        at,
      }),

    /** Money added to a person's wallet by a confirmed card payment. */
    creditTopUp: (tx: Tx, { holderId, amount, paymentOrderId, at }: TopUp) =>
      ledger.post(tx, walletTopUpPosting(holderId, amount), { paymentOrderId, at }),

    /**
     * A withdrawal (decision 028): locks the wallet, checks the amount against the **available**
     * money (pending money cannot leave; 409 naming what is available), and moves it from the
     * wallet into payouts in transit. Two withdrawals at once queue on the lock: the second sees
     * what the first left.
     */
    payOut: async (
      tx: Tx,
      { holderId, amount, at }: { holderId: string; amount: number; at: Date },
    ) => {
      const { available } = await lockWalletSplit(tx, holderId);
      if (amount > available) {
        const message =
          available > 0
            ? `You can withdraw at most ${formatInr(available)} now`
            : 'There is no money in your wallet to withdraw';
        throw new AppError('INSUFFICIENT_FUNDS', {
          message,
          details: [{ field: 'amount', message }],
        });
      }
      return ledger.post(tx, payoutPosting(holderId, amount), { at });
    },

    /** The bank confirmed a payout: payouts in transit → paid out. */
    settlePayout: (tx: Tx, { amount, at }: { amount: number; at: Date }) =>
      ledger.post(tx, payoutSettlementPosting(amount), { at }),

    /**
     * A payout failed, or the bank sent it back after paying it (`from: 'paid_out'`): the money is
     * credited back to the wallet (`payout_reversal`).
     */
    returnPayout: (
      tx: Tx,
      {
        holderId,
        amount,
        from,
        at,
      }: { holderId: string; amount: number; from: 'payouts_in_transit' | 'paid_out'; at: Date },
    ) => ledger.post(tx, payoutReturnPosting(holderId, amount, from), { at }),
  };
};
export type LedgerService = ReturnType<typeof createLedgerService>;

/** An instalment already has its payment posting (the unique `instalment_id`): it is paid. */
export class InstalmentAlreadyPaidError extends Error {
  constructor(readonly instalmentId: string) {
    super(`instalment ${instalmentId} is already paid`);
    this.name = 'InstalmentAlreadyPaidError';
  }
}

interface TopUp {
  holderId: string;
  amount: number;
  paymentOrderId: string;
  at: Date;
}
