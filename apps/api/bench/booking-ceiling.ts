import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { splitCommission, stayEndDate } from '@nestly/shared';
import { connectDatabase } from '../src/db/client';
import { bookingRowFor } from '../src/modules/bookings/booking-row';
import * as repo from '../src/modules/bookings/repo';
import { instalmentRowsFor } from '../src/modules/bookings/instalment-schedule';
import * as cart from '../src/modules/cart/index';
import { draftsFor } from '../src/modules/notifications/catalog';
import { createLedgerService } from '../src/modules/ledger/index';
import { percentile } from './support';
import { BENCH_BOOKERS, benchBookerEmail } from './seed-bench-data';

/**
 * The database's own ceiling for wallet bookings (issue 13): per booking, the very statements the
 * API sends, built by the same repo functions, straight to PostgreSQL from a node-postgres pool
 * with one connection per booker, with no HTTP, Fastify, access check or JSON answer in the way
 * (the API processes are paused meanwhile). Saving the dates is the property-and-dates check and
 * the cart upsert; paying is the cart read and the one `wallet_booking_place` call. The payload
 * (booking row, ledger posting, notices) is built here as the API builds it, from the same pure
 * functions; that costs microseconds against the statements' milliseconds.
 */
export const measureBookingCeiling = async (options: {
  databaseUrl: string;
  properties: { id: string; minMonths: number }[];
  seconds: number;
}) => {
  const database = await connectDatabase({
    databaseUrl: options.databaseUrl,
    poolSize: BENCH_BOOKERS,
  });
  const { db } = database;
  const ledger = createLedgerService();
  try {
    const emails = Array.from({ length: BENCH_BOOKERS }, (_, index) => benchBookerEmail(index));
    const bookers = (
      (await db.execute(
        sql`select id::text, name, email from accounts where email in ${emails}`,
      )) as unknown as { rows: { id: string; name: string; email: string }[] }
    ).rows;
    const moveInDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    let next = 0;
    let failed = 0;
    /** What the failures were, so a failure can be told apart. */
    const failures = new Map<string, number>();
    const latencies: number[] = [];
    const stopAt = Date.now() + options.seconds * 1000;

    const book = async (user: { id: string; name: string; email: string }) => {
      const home = options.properties[next++]!;
      const endDate = stayEndDate(moveInDate, home.minMonths);
      // Saving the dates.
      const property = await cart.findBookableProperty(db, home.id, {
        moveInDate,
        endDate,
        ignoreHoldsOf: user.id,
      });
      if (!property?.isListed || property.isTaken) throw new Error('home not bookable');
      await cart.saveCartDates(db, {
        userId: user.id,
        propertyId: home.id,
        moveInDate,
        rentalPeriod: home.minMonths,
        at: new Date(),
      });
      // Paying from the wallet.
      const found = await cart.findCartToPay(db, user.id);
      if (!found?.property) throw new Error('cart not found');
      const priced = cart.priceSelection(
        found.property,
        moveInDate,
        home.minMonths,
        found.services,
      );
      const now = new Date();
      const booking = bookingRowFor(
        {
          userId: user.id,
          cart: { moveInDate, rentalPeriod: home.minMonths },
          property: found.property,
          priced,
        },
        { status: 'confirmed', paymentMethod: 'wallet' },
        now,
      );
      const drafts = draftsFor({
        type: 'booking_confirmed',
        stay: {
          bookingId: booking.id,
          reference: booking.reference,
          propertyId: home.id,
          propertyTitle: found.property.title,
          moveInDate,
          endDate: booking.endDate,
          guest: { id: user.id, name: user.name },
          host: { id: found.property.ownerId, name: found.property.ownerName },
          total: booking.total,
          paidNow: cart.dueNowOf(booking),
          earnedNow: splitCommission(booking.subtotal / booking.rentalPeriod).ownerShare,
          ownerShare: booking.ownerShare,
          refund: null,
          reason: null,
          cancelledBy: null,
        },
      }).map((draft) => (draft.recipientId === user.id ? { ...draft, readAt: now } : draft));
      await repo.placeWalletBooking(db, {
        cart: {
          userId: user.id,
          propertyId: home.id,
          moveInDate,
          rentalPeriod: home.minMonths,
          addOnIds: [],
        },
        priced: { rent: found.property.rent, deposit: found.property.deposit, services: [] },
        booking,
        eventId: randomUUID(),
        eventReason: 'Paid from the wallet',
        instalments: instalmentRowsFor(
          booking,
          { paidAt: now, method: 'wallet', paymentOrderId: null, paid: 'first' },
          now,
        ),
        posting: await ledger.prepareWalletBookingPayment(db, booking, { at: now }),
        notices: { drafts, now, messageEmailAt: new Date(now.getTime() + 15 * 60_000) },
      });
    };

    const worker = async (user: { id: string; name: string; email: string }) => {
      while (Date.now() < stopAt && next < options.properties.length) {
        const started = performance.now();
        try {
          await book(user);
          latencies.push(performance.now() - started);
        } catch (error) {
          failed += 1;
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          const key = cause ?? (error as Error).message;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    };
    const started = Date.now();
    await Promise.all(bookers.map(worker));
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      confirmed: latencies.length,
      failed,
      failures: Object.fromEntries(failures),
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    await database.close();
  }
};
