import {
  financialYearOf,
  formatInr,
  formatReceiptNumber,
  pendingEarningAvailableAt,
  type PayInstalmentResponse,
  type PaymentMethod,
  type SetAutopayResponse,
} from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingInstalmentRow } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { calendarDay, getBusinessTimeZone } from '../../lib/clock';
import type { AppDeps } from '../../app-deps';
import type { InstalmentFacts, Notifying } from '../notifications/index';
import type { PaymentHandler, PaymentsService } from '../payments/index';
import {
  InstalmentAlreadyPaidError,
  type InstalmentMoney,
  type LedgerService,
} from '../ledger/index';
import * as repo from './instalments-repo';
import type { InstalmentWithBooking } from './instalments-repo';
import { toInstalment } from './views';

/** The stays whose months can still be paid: a live stay, or one that ended with months unpaid. */
const PAYABLE_BOOKING_STATUSES: readonly string[] = ['confirmed', 'completed'];

const isUnpaid = (row: BookingInstalmentRow) =>
  (repo.UNPAID_INSTALMENT_STATUSES as readonly string[]).includes(row.status);

const moneyOf = ({ instalment, booking }: InstalmentWithBooking): InstalmentMoney => ({
  id: instalment.id,
  bookingId: booking.id,
  bookingReference: booking.reference,
  number: instalment.number,
  userId: booking.userId,
  ownerId: booking.ownerId,
  amount: instalment.amount,
  commission: instalment.commission,
  ownerShare: instalment.ownerShare,
});

/** The month is someone else's (or does not exist): 404, never a hint that it exists. */
const requireTenant = (found: InstalmentWithBooking | null, callerId: string) => {
  if (!found || found.booking.userId !== callerId) throw notFound('Instalment');
  return found;
};

/** A cancelled month, or a stay that is no longer live, has nothing to pay: 409. */
const refuseUnpayable = ({ instalment, booking }: InstalmentWithBooking) => {
  if (instalment.status === 'cancelled')
    throw new AppError('INVALID_TRANSITION', {
      message: `Month ${instalment.number} is cancelled: there is nothing to pay`,
    });
  if (!PAYABLE_BOOKING_STATUSES.includes(booking.status))
    throw new AppError('INVALID_TRANSITION', {
      message: `This booking is ${booking.status.replace('_', ' ')}: its months cannot be paid`,
    });
};

/**
 * Paying a month of a long stay (decision 027): from the wallet at once, by card through the
 * payments purpose `instalment` (confirmed by POST /api/user/razorpay/verify or the webhook), or by
 * autopay (instalment-jobs.ts). Every path pays under the instalment's row lock, re-checks that
 * it is unpaid, and posts the ledger's `payInstalment` (unique per instalment) in the transaction
 * that marks it paid, takes its receipt number and raises its notices.
 */
export const createInstalmentPayments = (
  deps: AppDeps & Notifying,
  payments: PaymentsService,
  ledger: LedgerService,
) => {
  const { db, clock, logger, notifications } = deps;

  /** What a notice about this month says. */
  const factsOf = async (
    tx: DbOrTx,
    { instalment, booking }: InstalmentWithBooking,
  ): Promise<InstalmentFacts> => {
    const names = await repo.findInstalmentNoticeNames(tx, booking.id);
    return {
      instalmentId: instalment.id,
      bookingId: booking.id,
      reference: booking.reference,
      propertyId: booking.propertyId,
      propertyTitle: names.propertyTitle,
      guest: { id: booking.userId, name: names.guestName },
      host: { id: booking.ownerId, name: names.hostName },
      number: instalment.number,
      dueDate: instalment.dueDate,
      amount: instalment.amount,
      ownerShare: instalment.ownerShare,
      method: instalment.method,
      receiptNumber: instalment.receiptNumber,
      earningAvailableAt: instalment.earningAvailableAt,
    };
  };

  /**
   * Pays a month the caller holds locked and found unpaid: the ledger posting (409 when the wallet
   * is short, InstalmentAlreadyPaidError when a posting exists already), then the row (`paid`, its
   * receipt number, when the owner's share becomes available) and the notices to both sides.
   */
  const settle = async (
    tx: Tx,
    locked: InstalmentWithBooking,
    method: PaymentMethod,
    { paymentOrderId = null, actorId }: { paymentOrderId?: string | null; actorId?: string },
  ) => {
    const paidAt = clock.now();
    await ledger.payInstalment(tx, moneyOf(locked), method, { paymentOrderId, at: paidAt });
    const serial = await repo.nextReceiptSerial(tx);
    const paid = await repo.markInstalmentPaid(tx, locked.instalment.id, {
      paidAt,
      method,
      paymentOrderId,
      receiptNumber: formatReceiptNumber(financialYearOf(calendarDay(paidAt)), serial),
      earningAvailableAt: pendingEarningAvailableAt({
        paidAt,
        periodStart: locked.instalment.periodStart,
        timeZone: getBusinessTimeZone(),
      }),
    });
    if (!paid) throw new Error(`instalment ${locked.instalment.id} was not unpaid under its lock`);
    await notifications.raise(
      tx,
      {
        type: 'instalment_paid',
        instalment: await factsOf(tx, { instalment: paid, booking: locked.booking }),
      },
      { actorId },
    );
    return paid;
  };

  const answerPaid = (row: BookingInstalmentRow): PayInstalmentResponse => ({
    message: `Month ${row.number} is already paid`,
    instalment: toInstalment(row),
    order: null,
  });

  /** `{ method: 'wallet' }`: paid at once, or 409 INSUFFICIENT_FUNDS when the wallet is short. */
  const payFromWallet = async (
    target: DbOrTx,
    callerId: string,
    instalmentId: string,
  ): Promise<PayInstalmentResponse> => {
    try {
      return await target.transaction(async (tx) => {
        const locked = requireTenant(await repo.lockInstalment(tx, instalmentId), callerId);
        if (locked.instalment.status === 'paid') return answerPaid(locked.instalment);
        refuseUnpayable(locked);
        const paid = await settle(tx, locked, 'wallet', { actorId: callerId });
        return {
          message: `Month ${paid.number} paid from your wallet`,
          instalment: toInstalment(paid),
          order: null,
        };
      });
    } catch (error) {
      // Another payment posted first without waiting for the lock (it cannot, but the unique
      // posting is the last word): the month is paid, and this call changed nothing.
      if (!(error instanceof InstalmentAlreadyPaidError)) throw error;
      const found = requireTenant(await repo.findInstalment(target, instalmentId), callerId);
      return answerPaid(found.instalment);
    }
  };

  /** `{ method: 'card' }`: a provider order for the month, confirmed through verify. */
  const orderByCard = async (
    target: DbOrTx,
    callerId: string,
    instalmentId: string,
  ): Promise<PayInstalmentResponse> => {
    const found = requireTenant(await repo.findInstalment(target, instalmentId), callerId);
    if (found.instalment.status === 'paid') return answerPaid(found.instalment);
    refuseUnpayable(found);
    const { order } = await payments.createOrder(target, {
      accountId: callerId,
      purpose: 'instalment',
      reference: found.instalment.id,
      amount: found.instalment.amount,
      description: `Month ${found.instalment.number} of booking ${found.booking.reference}`,
    });
    return {
      message: `Pay ${formatInr(found.instalment.amount)} by card to settle month ${found.instalment.number}`,
      instalment: toInstalment(found.instalment),
      order,
    };
  };

  /**
   * A verified card payment for a month (browser verify or webhook, whichever first; once per
   * order): pays it, or, when it was paid meanwhile or cancelled, credits the tenant's wallet.
   */
  const onConfirmed: PaymentHandler = async (tx, order) => {
    const locked = await repo.lockInstalment(tx, order.reference);
    if (!locked) throw new Error(`paid order ${order.id} names a missing instalment`);
    const payable =
      isUnpaid(locked.instalment) &&
      PAYABLE_BOOKING_STATUSES.includes(locked.booking.status) &&
      order.amount === locked.instalment.amount;
    if (payable) {
      try {
        await settle(tx, locked, 'card', { paymentOrderId: order.id, actorId: order.accountId });
        return;
      } catch (error) {
        if (!(error instanceof InstalmentAlreadyPaidError)) throw error;
      }
    }
    await ledger.creditLateInstalmentPayment(tx, moneyOf(locked), {
      amount: order.amount,
      paymentOrderId: order.id,
      at: clock.now(),
    });
    logger.warn(
      { instalmentId: locked.instalment.id, status: locked.instalment.status },
      'card payment for a settled instalment credited to the wallet',
    );
  };

  payments.registerPurpose('instalment', {
    onConfirmed,
    /** The month after a card payment, and whether that payment is what paid it. */
    answerCheckout: async (result) => {
      const found = await repo.findInstalment(db, result.order.reference);
      const paidByThisPayment = found?.instalment.paymentOrderId === result.order.id;
      return {
        message: !paidByThisPayment
          ? 'This month was already paid or cancelled: this payment was added to your wallet'
          : result.applied
            ? `Month ${found.instalment.number} paid`
            : 'This payment was already confirmed',
        purpose: 'instalment',
        bookingId: found?.booking.id ?? null,
        bookingStatus: found?.booking.status ?? null,
        instalmentId: result.order.reference,
      };
    },
  });

  return {
    settle,
    factsOf,

    /** POST /api/user/instalments/{id}/pay. `target` is the database or the key's transaction. */
    pay: (target: DbOrTx, callerId: string, instalmentId: string, method: PaymentMethod) =>
      method === 'wallet'
        ? payFromWallet(target, callerId, instalmentId)
        : orderByCard(target, callerId, instalmentId),

    /** PATCH /api/user/bookings/{id}/autopay: the tenant of a confirmed stay only. */
    setAutopay: (
      callerId: string,
      bookingId: string,
      enabled: boolean,
    ): Promise<SetAutopayResponse> =>
      db.transaction(async (tx) => {
        const booking = await repo.lockTenantBooking(tx, bookingId, callerId);
        if (!booking) throw notFound('Booking');
        if (booking.status !== 'confirmed')
          throw new AppError('INVALID_TRANSITION', {
            message: `Autopay is for confirmed stays; this booking is ${booking.status.replace('_', ' ')}`,
          });
        await repo.setBookingAutopay(tx, bookingId, enabled, clock.now());
        return {
          message: enabled
            ? 'Autopay is on: each month is taken from your wallet on its due date'
            : 'Autopay is off: pay each month yourself',
          enabled,
        };
      }),
  };
};
export type InstalmentPayments = ReturnType<typeof createInstalmentPayments>;
