import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addMonthsToDate, ownerProposalDeadline } from '@nestly/shared';
import { calendarDay, getBusinessTimeZone } from '../lib/clock';
import { findLiveAccountByEmail } from '../modules/auth/index';
import {
  insertBookingEvent,
  insertHeldBooking,
  insertSettlement,
  bookingRowFor,
  transitionBooking,
  writeInstalmentSchedule,
} from '../modules/bookings/index';
import { priceSelection } from '../modules/cart/index';
import { insertPaymentOrder } from '../modules/payments/index';
import { addRatingToProperty, insertReview } from '../modules/reviews/index';
import { createLedgerService } from '../modules/ledger/index';
import type { Db } from '../db/client';
import { bookings, properties, type BookingRow } from '../db/schema/index';

/** Past stays of the demo tenants, each reviewed, so a fresh start shows ratings and history. */
const DEMO_STAYS = [
  {
    guest: 'user@nestly.local',
    monthsAgo: 7,
    rating: 5,
    text: 'Spotless, bright and quiet at night. Priya answered every question within the hour.',
  },
  {
    guest: 'rahul@nestly.local',
    monthsAgo: 6,
    rating: 4,
    text: 'Great location and a comfortable flat. The water heater took a day to fix, then all good.',
  },
  {
    guest: 'user@nestly.local',
    monthsAgo: 5,
    rating: 4,
    text: 'Lovely balcony and easy to reach the metro. Kitchen could use a few more pans.',
  },
  {
    guest: 'rahul@nestly.local',
    monthsAgo: 4,
    rating: 5,
    text: 'Exactly as the photos show. Moving in was smooth and the deposit came back at once.',
  },
] as const;

/**
 * Completed stays on the demo owner's oldest listings, written the way the product writes them:
 * the booking with its price snapshot, its (past) reservation, its timeline, a card payment and the
 * deposit's settlement (all returned) as balanced ledger transactions with the paid card order, and a review that
 * moves the rating. Skipped
 * when any booking exists.
 */
export const seedDemoStays = async (db: Db, ownerEmail: string, logger?: FastifyBaseLogger) => {
  const [existing] = await db.select({ total: count() }).from(bookings);
  if (existing!.total > 0) return;
  const owner = await findLiveAccountByEmail(db, 'owner', ownerEmail);
  if (!owner) return;
  const homes = await db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, owner.id), eq(properties.status, 'approved')))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(DEMO_STAYS.length);
  const ledger = createLedgerService();
  const today = calendarDay(new Date());

  for (const [index, stay] of DEMO_STAYS.entries()) {
    const home = homes[index];
    const guest = await findLiveAccountByEmail(db, 'user', stay.guest);
    if (!home || !guest) continue;
    const moveInDate = addMonthsToDate(today, -stay.monthsAgo);
    const months = home.minMonths;
    const priced = priceSelection(home, moveInDate, months, []);
    const confirmedAt = new Date(`${addMonthsToDate(moveInDate, -1)}T10:00:00Z`);
    const completedAt = new Date(`${priced.endDate}T00:05:00Z`);
    // A stay as paying made it, then completed as the job does when the stay ends.
    const booking: BookingRow = {
      ...bookingRowFor(
        { userId: guest.id, cart: { moveInDate, rentalPeriod: months }, property: home, priced },
        { status: 'confirmed', paymentMethod: 'card' },
        confirmedAt,
      ),
      ownerId: owner.id,
      status: 'completed',
      completedAt,
      updatedAt: completedAt,
    };
    await db.transaction(async (tx) => {
      // Made confirmed (as paying made it), then completed (as the job does when the stay ends).
      await insertHeldBooking(
        tx,
        { ...booking, status: 'confirmed', completedAt: null, updatedAt: confirmedAt },
        { id: randomUUID(), reason: 'Paid by card' },
      );
      await transitionBooking(tx, booking.id, ['confirmed'], {
        status: 'completed',
        completedAt,
        updatedAt: completedAt,
      });
      await insertBookingEvent(tx, {
        bookingId: booking.id,
        fromStatus: 'confirmed',
        toStatus: 'completed',
        actorRole: 'system',
        reason: 'The stay ended; the deposit is being settled',
        createdAt: completedAt,
      });
      // The card payment as checkout records it, so the stay lists the payment beside the
      // deposit's return (issue 29: only the return showed).
      const order = await insertPaymentOrder(tx, {
        provider: 'test',
        providerOrderId: `order_demo_${randomUUID().slice(0, 8)}`,
        accountId: guest.id,
        purpose: 'booking',
        reference: booking.id,
        amount: booking.total,
        description: `Booking ${booking.reference}`,
        status: 'paid',
        providerPaymentId: `pay_demo_${randomUUID().slice(0, 8)}`,
        createdAt: confirmedAt,
        paidAt: confirmedAt,
      });
      // Credited once, against its order, as a verified card payment is (crash invariants). A
      // past stay, paid whole as stays were before long stays (decision 027): its schedule says
      // so, through the function the booking confirmation uses (every month paid and released).
      await ledger.postWholeStayPayment(tx, booking, 'card', {
        paymentOrderId: order.id,
        at: confirmedAt,
      });
      await writeInstalmentSchedule(
        tx,
        booking,
        { paidAt: confirmedAt, method: 'card', paymentOrderId: order.id, paid: 'whole' },
        confirmedAt,
      );
      // The owner proposed no deductions: the whole deposit went back (decision 027).
      const ownerDeadline = ownerProposalDeadline(booking.endDate, getBusinessTimeZone());
      const settledAt = new Date(completedAt.getTime() + 3_600_000);
      await insertSettlement(tx, {
        bookingId: booking.id,
        deposit: booking.deposit,
        status: 'settled',
        ownerDeadline,
        ownerAmount: 0,
        tenantAmount: booking.deposit,
        settledAt,
        settledBy: 'owner',
        ledgerTransactionId:
          (await ledger.settleDeposit(tx, booking, { ownerAmount: 0, at: settledAt }))
            ?.transactionId ?? null,
        createdAt: completedAt,
        updatedAt: settledAt,
      });
      await insertReview(tx, {
        bookingId: booking.id,
        propertyId: home.id,
        userId: guest.id,
        rating: stay.rating,
        reviewText: stay.text,
        createdAt: new Date(completedAt.getTime() + 86_400_000),
      });
      await addRatingToProperty(tx, home.id, stay.rating);
    });
  }
  logger?.info('Demo stays and reviews created');
};
