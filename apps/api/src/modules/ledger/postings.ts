import { splitCommission, type WalletEntryKind } from '@nestly/shared';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema/index';

/**
 * The ledger postings of every money event, as pure functions (decision 007): which accounts move
 * and by how much. Kept free of the database so property-based tests can replay random histories
 * through them and check the invariants.
 */
export type PlatformAccount = Exclude<LedgerAccountKind, 'wallet' | 'owner_pending'>;
/**
 * Where a line moves money: a person's wallet, an owner's pending money (an instalment's share
 * not yet available, decision 027), or one of the platform's accounts.
 */
export type LedgerTarget = { wallet: string } | { pending: string } | { platform: PlatformAccount };

export interface PostingLine {
  target: LedgerTarget;
  /** Paise: positive credits the account, negative debits it. */
  amount: number;
  /** How the row reads on a wallet statement (platform rows carry the transaction kind). */
  entryKind: WalletEntryKind;
}

export interface Posting {
  kind: LedgerTransactionKind;
  description: string;
  lines: PostingLine[];
}

/** The money side of a booking, as stored on it (paise). */
export interface BookingMoney {
  userId: string;
  ownerId: string;
  subtotal: number;
  deposit: number;
  commission: number;
  ownerShare: number;
  total: number;
  reference: string;
  /** Months of the stay: a month's amount is `subtotal / rentalPeriod` (exact). */
  rentalPeriod: number;
}

export const isBalanced = (lines: readonly PostingLine[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0) === 0;

const withoutZeroLines = (posting: Posting): Posting => ({
  ...posting,
  lines: posting.lines.filter((line) => line.amount !== 0),
});

/** One month of a stay as stored on its instalment row (paise): amount = commission + ownerShare. */
export interface MonthMoney {
  amount: number;
  commission: number;
  ownerShare: number;
}

/** Month k of a stay as checkout priced it: a month's amount, split by the commission rule. */
export const monthOf = (booking: Pick<BookingMoney, 'subtotal' | 'rentalPeriod'>): MonthMoney => {
  const amount = booking.subtotal / booking.rentalPeriod;
  return { amount, ...splitCommission(amount) };
};

/**
 * A booking paid at checkout by card (money arrives through the provider) or from the user's
 * wallet, with the deposit held. Since long stays (decision 027) checkout charges the deposit and
 * month 1 (`dueNow`): month 1's commission is the platform's and its owner share is **pending**
 * money. `whole_stay` is the payment as before long stays, still made by a card order for the old
 * `total` from a hold created before the change (its 15 minutes straddle the deployment) and by
 * the demo seed's past stays: every month's commission, and the owner's share straight to the
 * wallet, as the schedule then says (every month paid and released, like the migration's).
 */
export const bookingPaymentPosting = (
  booking: BookingMoney,
  method: 'card' | 'wallet',
  covers: 'first_month' | 'whole_stay' = 'first_month',
) => {
  const month = monthOf(booking);
  const rent: { commission: number; ownerShare: number; owner: LedgerTarget } =
    covers === 'first_month'
      ? { ...month, owner: { pending: booking.ownerId } }
      : { ...booking, owner: { wallet: booking.ownerId } };
  return withoutZeroLines({
    kind: 'booking_payment',
    description: `Booking ${booking.reference}`,
    lines: [
      {
        target: method === 'card' ? { platform: 'provider_clearing' } : { wallet: booking.userId },
        amount: -(booking.deposit + rent.commission + rent.ownerShare),
        entryKind: 'booking_payment',
      },
      { target: { platform: 'commission' }, amount: rent.commission, entryKind: 'booking_payment' },
      { target: rent.owner, amount: rent.ownerShare, entryKind: 'booking_earning' },
      {
        target: { platform: 'deposits_held' },
        amount: booking.deposit,
        entryKind: 'booking_payment',
      },
    ],
  });
};

/**
 * An owner's pending earning from a paid month becomes available (the release job): pending money
 * → the owner's wallet.
 */
export const earningReleasePosting = (
  ownerId: string,
  amount: number,
  reference: string,
  number: number,
) =>
  withoutZeroLines({
    kind: 'earning_release',
    description: `Earning from month ${number} of booking ${reference} now available`,
    lines: [
      { target: { pending: ownerId }, amount: -amount, entryKind: 'earning_released' },
      { target: { wallet: ownerId }, amount, entryKind: 'earning_released' },
    ],
  });

export interface RefundAmounts {
  /** Rent and add-ons given back (the deposit always comes back in full). */
  subtotalRefund: number;
  depositRefund: number;
  /**
   * The part of the user's refund going back to the card it was paid with (decision 028): it waits
   * in card refunds in transit until the provider settles it; the rest reaches the wallet. 0 when
   * absent.
   */
  toCard?: number;
}

/**
 * What a cancellation reverses: the rent and add-ons that were paid with their commission split,
 * and where the owner's share of them sits. Since long stays (decision 027) checkout pays month 1,
 * whose share is still **pending** before move-in (a cancellation is refused from move-in on); a
 * stay paid whole before the change had its share credited to the wallet.
 */
export interface PaidStay extends Omit<MonthMoney, 'amount'> {
  subtotal: number;
  earningIn: 'pending' | 'wallet';
}

/**
 * A cancellation: the user gets `subtotalRefund + depositRefund` back in the wallet. What is kept
 * (late cancellation) is split by the same commission rule as the original credit, so the owner and
 * the platform each give back exactly their credit for what was paid minus their credit for what
 * is kept. A pending earning is reversed from pending; the caller releases its kept part at once
 * (the stay will not happen, so there is nothing left to wait for).
 */
export const bookingRefundPosting = (
  booking: BookingMoney,
  refund: RefundAmounts,
  paid: PaidStay = { ...booking, earningIn: 'wallet' },
) => {
  const kept = splitCommission(paid.subtotal - refund.subtotalRefund);
  const toCard = refund.toCard ?? 0;
  const userRefund = refund.subtotalRefund + refund.depositRefund;
  if (toCard < 0 || toCard > userRefund) {
    throw new Error(`card part ${toCard} outside the refund ${userRefund}`);
  }
  const ownerLine: PostingLine = {
    target:
      paid.earningIn === 'wallet' ? { wallet: booking.ownerId } : { pending: booking.ownerId },
    amount: -(paid.ownerShare - kept.ownerShare),
    entryKind: 'earning_reversal',
  };
  return withoutZeroLines({
    kind: 'booking_refund',
    description: `Refund for booking ${booking.reference}`,
    lines: [
      {
        target: { wallet: booking.userId },
        amount: userRefund - toCard,
        entryKind: 'refund',
      },
      { target: { platform: 'card_refunds_in_transit' }, amount: toCard, entryKind: 'refund' },
      {
        target: { platform: 'commission' },
        amount: -(paid.commission - kept.commission),
        entryKind: 'refund',
      },
      ownerLine,
      { target: { platform: 'deposits_held' }, amount: -refund.depositRefund, entryKind: 'refund' },
    ],
  });
};

/**
 * The move-out deposit settlement (decision 027): the deposit held is divided, what the owner keeps
 * (the accepted deductions, or an admin's decision) to the owner's wallet, available at once, the
 * rest back to the tenant's. An owner silent past the deadline keeps nothing: the same posting with
 * `ownerAmount` 0.
 */
export const depositSettlementPosting = (booking: BookingMoney, ownerAmount: number) => {
  if (!Number.isSafeInteger(ownerAmount) || ownerAmount < 0 || ownerAmount > booking.deposit)
    throw new Error(`owner's part ${ownerAmount} outside the deposit ${booking.deposit}`);
  return withoutZeroLines({
    kind: 'deposit_settlement',
    description: `Deposit settled for booking ${booking.reference}`,
    lines: [
      {
        target: { platform: 'deposits_held' },
        amount: -booking.deposit,
        entryKind: 'deposit_return',
      },
      {
        target: { wallet: booking.ownerId },
        amount: ownerAmount,
        entryKind: 'deposit_deduction',
      },
      {
        target: { wallet: booking.userId },
        amount: booking.deposit - ownerAmount,
        entryKind: 'deposit_return',
      },
    ],
  });
};

/** Money added to a wallet by card. */
export const walletTopUpPosting = (userId: string, amount: number) =>
  withoutZeroLines({
    kind: 'wallet_top_up',
    description: 'Wallet top-up by card',
    lines: [
      { target: { platform: 'provider_clearing' }, amount: -amount, entryKind: 'top_up' },
      { target: { wallet: userId }, amount, entryKind: 'top_up' },
    ],
  });

/**
 * A card payment its booking can no longer take (it expired and the dates were taken by someone
 * else, or it was already paid): the money is the user's. It lands in their wallet, except for the
 * part going back to the card (`toCard`, in card refunds in transit until the provider settles it:
 * a payment the daily reconciliation found long after its tab had closed).
 */
export const latePaymentPosting = (booking: BookingMoney, amount: number, toCard = 0) => {
  if (toCard < 0 || toCard > amount) throw new Error(`card part ${toCard} outside ${amount}`);
  return withoutZeroLines({
    kind: 'late_payment_credit',
    description:
      toCard === amount
        ? `Payment for booking ${booking.reference}, which could no longer take it: refunded to your card`
        : `Payment for expired booking ${booking.reference} credited to your wallet`,
    lines: [
      {
        target: { platform: 'provider_clearing' },
        amount: -amount,
        entryKind: 'late_payment_credit',
      },
      {
        target: { wallet: booking.userId },
        amount: amount - toCard,
        entryKind: 'late_payment_credit',
      },
      { target: { platform: 'card_refunds_in_transit' }, amount: toCard, entryKind: 'refund' },
    ],
  });
};

/** A withdrawal asked (decision 028): the wallet is debited at once, into money in transit. */
export const payoutPosting = (holderId: string, amount: number) =>
  withoutZeroLines({
    kind: 'payout',
    description: 'Withdrawal to your payout account',
    lines: [
      { target: { wallet: holderId }, amount: -amount, entryKind: 'payout' },
      { target: { platform: 'payouts_in_transit' }, amount, entryKind: 'payout' },
    ],
  });

/** The bank confirmed the payout: the money has left the platform. */
export const payoutSettlementPosting = (amount: number) =>
  withoutZeroLines({
    kind: 'payout_settlement',
    description: 'Withdrawal paid out',
    lines: [
      { target: { platform: 'payouts_in_transit' }, amount: -amount, entryKind: 'payout' },
      { target: { platform: 'paid_out' }, amount, entryKind: 'payout' },
    ],
  });

/**
 * A payout that failed (still in transit) or was sent back by the bank after it was paid out:
 * the money returns to the wallet.
 */
export const payoutReturnPosting = (
  holderId: string,
  amount: number,
  from: 'payouts_in_transit' | 'paid_out',
) =>
  withoutZeroLines({
    kind: 'payout_return',
    description:
      from === 'paid_out'
        ? 'Withdrawal sent back by the bank: credited to your wallet'
        : 'Withdrawal failed: credited back to your wallet',
    lines: [
      { target: { platform: from }, amount: -amount, entryKind: 'payout_reversal' },
      { target: { wallet: holderId }, amount, entryKind: 'payout_reversal' },
    ],
  });

/** The provider refunded the card: the provider now holds that much less of ours. */
export const cardRefundSettlementPosting = (amount: number) =>
  withoutZeroLines({
    kind: 'card_refund_settlement',
    description: 'Refund to the card processed',
    lines: [
      { target: { platform: 'card_refunds_in_transit' }, amount: -amount, entryKind: 'refund' },
      { target: { platform: 'provider_clearing' }, amount, entryKind: 'refund' },
    ],
  });

/** A refund to the card failed: the money is credited to the person's wallet instead. */
export const cardRefundReturnPosting = (holderId: string, amount: number) =>
  withoutZeroLines({
    kind: 'card_refund_return',
    description: 'The refund to your card failed: credited to your wallet',
    lines: [
      { target: { platform: 'card_refunds_in_transit' }, amount: -amount, entryKind: 'refund' },
      { target: { wallet: holderId }, amount, entryKind: 'refund' },
    ],
  });

/** A month of a long stay (decision 027) as the ledger needs it: who pays, who earns, how much. */
export interface InstalmentMoney {
  /** The instalment's id, its booking and its number (words of the posting). */
  id: string;
  bookingId: string;
  bookingReference: string;
  number: number;
  userId: string;
  ownerId: string;
  /** Paise: amount = commission + ownerShare (fixed when the row was written). */
  amount: number;
  commission: number;
  ownerShare: number;
}

/**
 * A month paid by card (the money arrives through the provider) or from the tenant's wallet
 * (autopay too): the commission, and the owner's share as **pending** money (decision 027).
 */
export const instalmentPaymentPosting = (instalment: InstalmentMoney, method: 'card' | 'wallet') =>
  withoutZeroLines({
    kind: 'instalment_payment',
    description: `Month ${instalment.number} of booking ${instalment.bookingReference}`,
    lines: [
      method === 'card'
        ? {
            target: { platform: 'provider_clearing' },
            amount: -instalment.amount,
            entryKind: 'instalment_payment',
          }
        : {
            target: { wallet: instalment.userId },
            amount: -instalment.amount,
            entryKind: 'instalment_payment',
          },
      {
        target: { platform: 'commission' },
        amount: instalment.commission,
        entryKind: 'instalment_payment',
      },
      {
        target: { pending: instalment.ownerId },
        amount: instalment.ownerShare,
        entryKind: 'booking_earning',
      },
    ],
  });

/**
 * A card payment for a month that was paid meanwhile (from the wallet, by autopay, by another
 * card payment) or cancelled: the money is the tenant's, in their wallet (like a late booking
 * payment).
 */
export const lateInstalmentPaymentPosting = (instalment: InstalmentMoney, amount: number) =>
  withoutZeroLines({
    kind: 'late_payment_credit',
    description: `Payment for month ${instalment.number} of booking ${instalment.bookingReference}, already settled: credited to your wallet`,
    lines: [
      {
        target: { platform: 'provider_clearing' },
        amount: -amount,
        entryKind: 'late_payment_credit',
      },
      { target: { wallet: instalment.userId }, amount, entryKind: 'late_payment_credit' },
    ],
  });
/**
 * Ending a stay early (decision 027): an instalment paid for a month after the new end goes back
 * to the tenant's wallet; the commission and the owner's share are reversed. The share is taken
 * from the owner's pending money when still pending (always so for a month paid ahead), or from
 * the owner's wallet when it was already released (stays paid in full before long stays).
 */
export const instalmentRefundPosting = (refund: {
  tenantId: string;
  ownerId: string;
  reference: string;
  number: number;
  amount: number;
  commission: number;
  ownerShare: number;
  released: boolean;
}) =>
  withoutZeroLines({
    kind: 'instalment_refund',
    description: `Refund of month ${refund.number} of booking ${refund.reference} (stay ended early)`,
    lines: [
      { target: { wallet: refund.tenantId }, amount: refund.amount, entryKind: 'refund' },
      { target: { platform: 'commission' }, amount: -refund.commission, entryKind: 'refund' },
      {
        target: refund.released ? { wallet: refund.ownerId } : { pending: refund.ownerId },
        amount: -refund.ownerShare,
        entryKind: 'earning_reversal',
      },
    ],
  });
