import { describe, expect, it } from 'vitest';
import { instalmentListResponseSchema, splitCommission } from '@nestly/shared';
import { createUser } from '../../test/factories/accounts';
import {
  bookByCard,
  bookByWallet,
  cancelBooking,
  daysFromNow,
  getWallet,
  setUpBookingWorld,
  signInAgain,
} from '../../test/factories/bookings';

// Long stays (PRODUCT.md, decision 027): checkout charges the deposit and month 1, writes the
// stay's schedule with the confirmation, and month 1's owner share waits as pending money until
// the release job makes it available; a cancellation before move-in reverses only pending money.
const { t, admin, home } = setUpBookingWorld();

const RENT = 2_500_000;
const DEPOSIT = 5_000_000;

const instalmentsOf = async (
  person: { auth: Record<string, string> },
  role: 'user' | 'owner' | 'admin',
  bookingId: string,
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${role}/bookings/${bookingId}/instalments`,
    headers: person.auth,
  });

describe('checkout of a long stay', () => {
  it('charges the deposit and month 1 by card, writes the schedule, and keeps month 1 pending', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 20);
    const { bookingId, total, stayTotal } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 3,
    });
    expect(total).toBe(DEPOSIT + RENT);
    expect(stayTotal).toBe(DEPOSIT + 3 * RENT);

    const listed = await instalmentsOf(user, 'user', bookingId);
    expect(listed.statusCode).toBe(200);
    const { data } = instalmentListResponseSchema.parse(listed.json());
    expect(data.map((row) => [row.number, row.status, row.method, row.amount])).toEqual([
      [1, 'paid', 'card', RENT],
      [2, 'upcoming', null, RENT],
      [3, 'upcoming', null, RENT],
    ]);
    expect(data[0]!.periodStart).toBe(moveInDate);
    expect(data[0]!.receiptNumber).toMatch(/^NST-\d{4}-\d{2}-\d{6,}$/);
    expect(data[1]!.receiptNumber).toBeNull();
    expect(data[2]!.periodEnd > data[2]!.periodStart).toBe(true);

    // The owner and admins read it; another user gets 404.
    expect((await instalmentsOf(owner, 'owner', bookingId)).statusCode).toBe(200);
    expect((await instalmentsOf(admin, 'admin', bookingId)).statusCode).toBe(200);
    const stranger = await createUser(t.app, t.mailer);
    expect((await instalmentsOf(stranger, 'user', bookingId)).statusCode).toBe(404);

    const share = splitCommission(RENT).ownerShare;
    const wallet = await getWallet(t.app, owner, 'owner');
    expect(wallet.wallet).toMatchObject({ available: 0, pending: share, balance: share });
  });

  it('refuses a card order for the whole stay with 409: the order is for dueNow', async () => {
    const { property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const user = await createUser(t.app, t.mailer);
    const dates = await t.app.inject({
      method: 'POST',
      url: '/api/user/checkout/save-booking-dates',
      headers: user.auth,
      payload: { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20), rentalPeriod: 2 },
    });
    const cart = dates.json().cart;
    expect(cart.dueNow).toBe(DEPOSIT + RENT);
    expect(cart.price.dueNow).toBe(DEPOSIT + RENT);
    expect(cart.schedule).toHaveLength(2);
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/user/razorpay/order/${user.id}`,
      headers: user.auth,
      payload: { amount: cart.price.total },
    });
    expect(order.statusCode).toBe(409);
  });

  it('pays from the wallet, and the release job makes month 1 available a day after move-in', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 2);
    const { bookingId, total } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 2,
    });
    expect(total).toBe(DEPOSIT + RENT);
    const userWallet = await getWallet(t.app, user, 'user');
    expect(userWallet.data[0]).toMatchObject({
      kind: 'booking_payment',
      amount: -(DEPOSIT + RENT),
    });
    const { data } = (await instalmentsOf(user, 'user', bookingId)).json() as {
      data: { status: string; method: string | null }[];
    };
    expect(data.map((row) => [row.status, row.method])).toEqual([
      ['paid', 'wallet'],
      ['upcoming', null],
    ]);

    const share = splitCommission(RENT).ownerShare;
    // Not yet: the day before move-in.
    t.clock.set(new Date(t.clock.now().getTime() + 1 * 86_400_000));
    expect((await t.app.jobs.runRecurring())['earnings.release']).toBe(0);
    // Three days on, 24 hours after move-in have passed.
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 86_400_000));
    expect((await t.app.jobs.runRecurring())['earnings.release']).toBeGreaterThanOrEqual(1);
    expect((await t.app.jobs.runRecurring())['earnings.release']).toBe(0);
    const signedIn = await signInAgain(t.app, 'owner', owner);
    const wallet = await getWallet(t.app, signedIn, 'owner');
    expect(wallet.wallet).toMatchObject({ available: share, pending: 0, balance: share });
    expect(wallet.data[0]).toMatchObject({ kind: 'earning_released', amount: share });
  });
});

describe('cancelling a long stay before move-in', () => {
  it('refunds what was paid (month 1 and the deposit) and reverses only pending money', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const user = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
      rentalPeriod: 3,
    });
    const before = (await getWallet(t.app, user, 'user')).wallet.balance;
    const cancelled = await cancelBooking(t.app, user, 'user', bookingId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refundAmount).toBe(DEPOSIT + RENT);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(before + DEPOSIT + RENT);
    const ownerWallet = await getWallet(t.app, owner, 'owner');
    expect(ownerWallet.wallet).toMatchObject({ available: 0, pending: 0, balance: 0 });
    const { data } = (await instalmentsOf(user, 'user', bookingId)).json() as {
      data: { status: string; paidAt: string | null }[];
    };
    expect(data.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(data[0]!.paidAt).not.toBeNull();
  });

  it('keeps half of month 1 late, and the owner gets that part at once', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const user = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 3),
      rentalPeriod: 2,
    });
    const cancelled = await cancelBooking(t.app, user, 'user', bookingId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refundAmount).toBe(DEPOSIT + RENT / 2);
    const kept = splitCommission(RENT / 2).ownerShare;
    const ownerWallet = await getWallet(t.app, owner, 'owner');
    expect(ownerWallet.wallet).toMatchObject({ available: kept, pending: 0, balance: kept });
  });
});
