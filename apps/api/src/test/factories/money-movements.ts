import { stayEndDate } from '@nestly/shared';
import { createUser } from './accounts';
import {
  bookByCard,
  bookByWallet,
  cancelBooking,
  daysFromNow,
  topUpWallet,
  type BookingWorld,
} from './bookings';

/**
 * Every kind of money movement, made by this call alone (a dozen ledger transactions, six
 * wallets): top-ups, a wallet booking and a card booking cancelled (refunds), and a wallet booking
 * that completes and whose deposit is settled by the owner's silence, by three users at three owners' homes. A ledger test calls it first, so what it
 * checks does not depend on which other tests of its file ran before it (the files run shuffled).
 * It moves the test clock past the completed stay's end; `setUpBookingWorld` sets it back after
 * the test.
 */
export const makeEveryKindOfMovement = async ({ t, home }: BookingWorld) => {
  const homes = [
    await home({ rent: '1000000', deposit: '200000' }),
    await home({ rent: '1000000', deposit: '200000' }),
    await home({ rent: '1000000', deposit: '200000' }),
  ];
  const [cancelling, staying, paying] = [
    await createUser(t.app, t.mailer),
    await createUser(t.app, t.mailer),
    await createUser(t.app, t.mailer),
  ];

  for (const user of [cancelling, staying, paying]) await topUpWallet(t.app, user, 10_000);
  const cancelled = await bookByWallet(t.app, cancelling, {
    propertyId: homes[0]!.property.id,
    moveInDate: daysFromNow(t.clock, 30),
    rentalPeriod: 1,
  });
  const response = await cancelBooking(t.app, cancelling, 'user', cancelled.bookingId);
  if (response.statusCode !== 200) throw new Error(`cancel failed: ${response.body}`);
  const byCard = await bookByCard(t.app, paying, {
    propertyId: homes[2]!.property.id,
    moveInDate: daysFromNow(t.clock, 30),
    rentalPeriod: 1,
  });
  // A card-paid stay cancelled: its refund goes to the wallet too.
  const refunded = await cancelBooking(t.app, paying, 'user', byCard.bookingId);
  if (refunded.statusCode !== 200) throw new Error(`cancel failed: ${refunded.body}`);
  await topUpWallet(t.app, paying, 20_000);

  const moveInDate = daysFromNow(t.clock, 1);
  await bookByWallet(t.app, staying, {
    propertyId: homes[1]!.property.id,
    moveInDate,
    rentalPeriod: 1,
  });
  t.clock.set(new Date(`${stayEndDate(moveInDate, 1)}T12:00:00`));
  await t.app.jobs.runRecurring();
  // A week on, the owner proposed nothing: the deposit goes back (decision 027).
  t.clock.advance(7 * 86_400_000);
  await t.app.jobs.runRecurring();
};
