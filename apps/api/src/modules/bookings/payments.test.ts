import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_RECURRING_JOBS } from './scheduled-transitions';
import { MESSAGES, splitCommission } from '@nestly/shared';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { signPayment } from '../../lib/payments';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByCard,
  bookByWallet,
  bookingLedger,
  expectLedgerBalanced,
  daysFromNow,
  fillCart,
  getBooking,
  getWallet,
  payFromWallet,
  payTestOrder,
  rowsOf,
  saveBookingDates,
  setUpBookingWorld,
  signInAgain,
  startCardOrder,
  topUpWallet,
  verifyPayment,
} from '../../test/factories/bookings';
import { makeEveryKindOfMovement } from '../../test/factories/money-movements';
import { createService } from '../../test/factories/listings';
import { capturedEvent, sendWebhook } from '../../test/helpers/payment-webhooks';

const SIXTEEN_MINUTES = 16 * 60_000;

/** ₹12,345.61 a month: commission on it does not come out even, so the rounding shows. */
const RENT = 1_234_561;
const DEPOSIT = 500_000;
const world = setUpBookingWorld({
  homeFields: { rent: String(RENT), deposit: String(DEPOSIT) },
});
const { t, admin, home } = world;

/** What the provider's checkout hands the browser for a payment id of our choosing. */
const signedPayment = (orderId: string, paymentId = `pay_${randomUUID().slice(0, 12)}`) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: signPayment(TEST_MODE_RAZORPAY_SECRET, orderId, paymentId),
});

const bookingOf = async (person: SignedInPerson, bookingId: string, role: 'user' = 'user') => {
  const response = await getBooking(t.app, person, role, bookingId);
  expect(response.statusCode).toBe(200);
  return response.json().booking;
};
const myBookings = async (person: SignedInPerson) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: person.auth })).json();
const checkoutOf = async (person: SignedInPerson) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/user/checkout/${person.id}`,
      headers: person.auth,
    })
  ).json().cart;
/** The owner's credits from checkouts: month 1's share, pending money since decision 027. */
const earningsOf = (ownerId: string) =>
  rowsOf<{ bookingId: string; amount: string }>(
    t.db,
    sql`select t.booking_id as "bookingId", e.amount::text as amount
        from ledger_entries e
        join ledger_accounts a on a.id = e.ledger_account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.holder_id = ${ownerId} and a.kind = 'owner_pending'
          and e.entry_kind = 'booking_earning'`,
  );

/** A fresh user with a two-month stay (and one add-on) in the cart; answers the priced cart. */
const userWithCart = async (propertyId: string, moveInDays = 30, addOns?: string[]) => {
  const user = await createUser(t.app, t.mailer);
  const cart = await fillCart(t.app, user, {
    propertyId,
    moveInDate: daysFromNow(t.clock, moveInDays),
    rentalPeriod: 2,
    addOns,
  });
  return { user, cart, total: cart.price.dueNow as number };
};
/**
 * The expiry of unpaid holds alone: every recurring job would include the day's first
 * reconciliation, which confirms a payment captured and not yet verified (decision 028), and so
 * would turn the captured-then-expired bookings these tests make into confirmed ones, depending on
 * the order the tests run in and the hour.
 */
const expireUnpaidHolds = () => t.app.jobs.runRecurring([BOOKING_RECURRING_JOBS.expireUnpaid]);
/** A fresh home and a user whose card order for it is started: a booking awaiting payment. */
const cardOrderAwaitingPayment = async () => {
  const { owner, property } = await home();
  const { user, total } = await userWithCart(property.id);
  const order = (await startCardOrder(t.app, user, total)).json();
  return { owner, property, user, total, order };
};
/** Nothing was paid: the booking still awaits payment and its owner earned nothing. */
const expectStillUnpaid = async (
  user: SignedInPerson,
  owner: SignedInPerson,
  bookingId: string,
) => {
  expect((await bookingOf(user, bookingId)).status).toBe('pending_payment');
  expect((await getWallet(t.app, owner, 'owner')).wallet.balance).toBe(0);
};

describe('POST /api/user/razorpay/order/{id}', () => {
  it('answers the order both nested and at the top level ({ orderId, amount, currency, keyId })', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    const response = await startCardOrder(t.app, user, total);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order).toMatchObject({ amount: total, currency: 'INR', testMode: true });
    expect(body).toMatchObject({
      bookingId: expect.any(String),
      orderId: body.order.orderId,
      amount: total,
      currency: 'INR',
      keyId: body.order.keyId,
      testMode: true,
    });
  });

  it('refuses a changed amount (409), another person’s id (403), an empty cart (400), bad bodies', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    const changed = await startCardOrder(t.app, user, total + 100);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('PRICE_CHANGED');
    expect((await myBookings(user)).pagination.total).toBe(0);

    const other = await createUser(t.app, t.mailer);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/user/razorpay/order/${other.id}`,
      headers: user.auth,
      payload: { amount: total },
    });
    expect(foreign.statusCode).toBe(403);

    const empty = await startCardOrder(t.app, other, total);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');

    for (const payload of [{}, { amount: -1 }, { amount: '100' }, { amount: 1.5 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/user/razorpay/order/${user.id}`,
        headers: user.auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await myBookings(user)).pagination.total).toBe(0);
  });

  it('refuses owners and admins (403) and the signed-out (401)', async () => {
    const { owner } = await home();
    for (const person of [owner, admin]) {
      const response = await startCardOrder(t.app, person, 1000);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_USER);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/razorpay/order/${randomUUID()}`,
      payload: { amount: 1000 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes a pending_payment booking that holds its dates against everyone else', async () => {
    const { property } = await home();
    // The rival chose the same dates before the hold existed.
    const rival = await userWithCart(property.id);
    const { user, total } = await userWithCart(property.id);
    const response = await startCardOrder(t.app, user, total);
    expect(response.statusCode).toBe(200);
    const { bookingId, order } = response.json();
    expect(order).toMatchObject({ amount: total, currency: 'INR', keyId: 'rzp_test_nestly' });
    expect(order.orderId).toMatch(/^order_/);

    const booking = await bookingOf(user, bookingId);
    // The hold's order is for what checkout charges (deposit and month 1, decision 027).
    expect(booking).toMatchObject({
      status: 'pending_payment',
      price: { dueNow: total },
      paymentMethod: null,
    });
    expect(Date.parse(booking.expiresAt) - t.clock.now().getTime()).toBe(15 * 60_000);
    expect((await checkoutOf(user)).pendingBookingId).toBe(bookingId);

    const third = await createUser(t.app, t.mailer);
    const saving = await saveBookingDates(t.app, third, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 45),
      rentalPeriod: 1,
    });
    expect(saving.statusCode).toBe(409);
    expect(saving.json().code).toBe('DATES_TAKEN');

    const ordering = await startCardOrder(t.app, rival.user, rival.total);
    expect(ordering.statusCode).toBe(409);
    expect(ordering.json().code).toBe('DATES_TAKEN');
    expect((await checkoutOf(rival.user)).isAvailable).toBe(false);
    expect((await myBookings(rival.user)).pagination.total).toBe(0);
  });

  it('reuses the same booking when the card order is asked for again', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    const first = (await startCardOrder(t.app, user, total)).json();
    const second = await startCardOrder(t.app, user, total);
    expect(second.statusCode).toBe(200);
    expect(second.json().bookingId).toBe(first.bookingId);
    expect(second.json().order.orderId).not.toBe(first.order.orderId);
    expect((await myBookings(user)).pagination.total).toBe(1);

    // Paying the fresh order confirms the booking.
    const verified = await verifyPayment(
      t.app,
      user,
      await payTestOrder(t.app, user, second.json().order.orderId),
    );
    expect(verified.json()).toMatchObject({
      bookingId: first.bookingId,
      bookingStatus: 'confirmed',
    });
  });
});

describe('a new checkout of dates the user still holds unpaid', () => {
  it('replaces the old hold (card or wallet) instead of colliding with it', async () => {
    const { property, user, total, order } = await cardOrderAwaitingPayment();
    // The user goes back and saves the same dates again: the cart no longer names the hold.
    await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      rentalPeriod: 2,
    });
    const again = await startCardOrder(t.app, user, total);
    expect(again.statusCode).toBe(200);
    expect(again.json().bookingId).not.toBe(order.bookingId);
    const replaced = await bookingOf(user, order.bookingId);
    expect(replaced.status).toBe('expired');
    expect(replaced.timeline.at(-1).reason).toBe('Replaced by a new checkout of the same dates');

    // Someone else's hold is never replaced: they still get 409.
    const stranger = await userWithCart(property.id).catch((error: Error) => error);
    expect(stranger).toBeInstanceOf(Error);
    expect(String(stranger)).toMatch(/not available/);
  });
});

describe('POST /api/user/razorpay/verify', () => {
  it('confirms the booking and credits the owner the subtotal less 10 % (rounded down)', async () => {
    const { owner, property } = await home();
    const service = await createService(
      t.app,
      admin,
      `Cleaning ${randomUUID().slice(0, 8)}`,
      33_333,
    );
    const { user, cart, total } = await userWithCart(property.id, 30, [service.id]);
    const subtotal = (RENT + 33_333) * 2;
    expect(cart.price).toMatchObject({ subtotal, total: subtotal + DEPOSIT });
    const { commission, ownerShare } = splitCommission(subtotal);
    expect(commission).toBe(Math.floor(subtotal / 10));

    const order = (await startCardOrder(t.app, user, total)).json();
    const verified = await verifyPayment(
      t.app,
      user,
      await payTestOrder(t.app, user, order.order.orderId),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Booking confirmed',
      purpose: 'booking',
      bookingId: order.bookingId,
      bookingStatus: 'confirmed',
    });

    const booking = await bookingOf(user, order.bookingId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'card',
      commission,
      ownerShare,
      expiresAt: null,
    });
    expect(booking.payments).toEqual([
      expect.objectContaining({ kind: 'card_payment', amount: -total }),
    ]);
    expect(await checkoutOf(user)).toBeNull();

    // Month 1's share, pending until a day after move-in (decision 027).
    const month = splitCommission(RENT + 33_333);
    const wallet = await getWallet(t.app, owner, 'owner');
    expect(wallet.wallet).toMatchObject({
      balance: month.ownerShare,
      available: 0,
      pending: month.ownerShare,
    });
    expect(wallet.data).toEqual([]);
    expect(await earningsOf(owner.id)).toEqual([
      { bookingId: order.bookingId, amount: String(month.ownerShare) },
    ]);
    // The user paid by card: their wallet is untouched.
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);

    const ledger = await bookingLedger(t.db, order.bookingId);
    expect(ledger).toHaveLength(4);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'booking_payment', account: 'provider_clearing', holderId: null, amount: -total },
        {
          kind: 'booking_payment',
          account: 'commission',
          holderId: null,
          amount: month.commission,
        },
        {
          kind: 'booking_payment',
          account: 'owner_pending',
          holderId: owner.id,
          amount: month.ownerShare,
        },
        { kind: 'booking_payment', account: 'deposits_held', holderId: null, amount: DEPOSIT },
      ]),
    );
  });

  it('refuses a forged signature with 400 and credits nothing', async () => {
    const { owner, user, order } = await cardOrderAwaitingPayment();
    const paymentId = 'pay_forged000001';
    const forged = await verifyPayment(t.app, user, {
      razorpay_order_id: order.order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment('not-the-secret', order.order.orderId, paymentId),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    // A genuine signature for another payment id does not fit this one either.
    const borrowed = signedPayment(order.order.orderId, 'pay_genuine00001');
    const swapped = await verifyPayment(t.app, user, {
      ...borrowed,
      razorpay_payment_id: 'pay_other0000001',
    });
    expect(swapped.statusCode).toBe(400);
    const incomplete: Record<string, string>[] = [{}, { razorpay_order_id: order.order.orderId }];
    for (const payload of incomplete) {
      expect((await verifyPayment(t.app, user, payload)).statusCode).toBe(400);
    }

    await expectStillUnpaid(user, owner, order.bookingId);
    expect(await bookingLedger(t.db, order.bookingId)).toEqual([]);
  });

  it('answers a replayed verify with "already confirmed" and credits once', async () => {
    const { owner, property } = await home();
    const user = await createUser(t.app, t.mailer);
    const { bookingId, paymentData } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    const balance = (await getWallet(t.app, owner, 'owner')).wallet.balance;
    expect(balance).toBeGreaterThan(0);

    for (let attempt = 0; attempt < 2; attempt++) {
      const replay = await verifyPayment(t.app, user, paymentData);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({
        message: 'This payment was already confirmed',
        bookingId,
        bookingStatus: 'confirmed',
      });
    }
    // Another payment for an order already paid is refused.
    const second = await verifyPayment(
      t.app,
      user,
      signedPayment(paymentData.razorpay_order_id, 'pay_second000001'),
    );
    expect(second.statusCode).toBe(409);

    const wallet = await getWallet(t.app, owner, 'owner');
    expect(wallet.wallet.balance).toBe(balance);
    expect(await earningsOf(owner.id)).toHaveLength(1);
    const timeline = (await bookingOf(user, bookingId)).timeline;
    expect(
      timeline.filter((event: { toStatus: string }) => event.toStatus === 'confirmed'),
    ).toHaveLength(1);
  });

  it("answers 404 to another user's verify of my order, even with a valid signature", async () => {
    const { owner, user, order } = await cardOrderAwaitingPayment();
    const thief = await createUser(t.app, t.mailer);
    const stolen = await verifyPayment(t.app, thief, signedPayment(order.order.orderId));
    expect(stolen.statusCode).toBe(404);
    expect((await getBooking(t.app, thief, 'user', order.bookingId)).statusCode).toBe(404);
    await expectStillUnpaid(user, owner, order.bookingId);
  });
});

describe('POST /api/payments/razorpay/webhook for bookings', () => {
  it('confirms once when the webhook comes first, twice, and then the browser verifies', async () => {
    const { owner, user, total, order } = await cardOrderAwaitingPayment();
    const payment = signedPayment(order.order.orderId);

    const first = await sendWebhook(
      t.app,
      capturedEvent(order.order.orderId, payment.razorpay_payment_id, total),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('confirmed');
    const again = await sendWebhook(
      t.app,
      capturedEvent(order.order.orderId, payment.razorpay_payment_id, total),
    );
    expect(again.json().message).toBe('already confirmed');
    expect((await bookingOf(user, order.bookingId)).status).toBe('confirmed');

    const browser = await verifyPayment(t.app, user, payment);
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toMatchObject({
      message: 'This payment was already confirmed',
      bookingStatus: 'confirmed',
    });
    const wallet = await getWallet(t.app, owner, 'owner');
    expect(await earningsOf(owner.id)).toHaveLength(1);
    expect(wallet.wallet.balance).toBe(splitCommission(total - DEPOSIT).ownerShare);
  });

  it('changes nothing when the webhook comes after the browser verify, however often', async () => {
    const { owner, property } = await home();
    const user = await createUser(t.app, t.mailer);
    const { total, paymentData } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    const balance = (await getWallet(t.app, owner, 'owner')).wallet.balance;
    for (let attempt = 0; attempt < 2; attempt++) {
      const late = await sendWebhook(
        t.app,
        capturedEvent(paymentData.razorpay_order_id, paymentData.razorpay_payment_id, total),
      );
      expect(late.json().message).toBe('already confirmed');
    }
    const wallet = await getWallet(t.app, owner, 'owner');
    expect(wallet.wallet.balance).toBe(balance);
    expect(await earningsOf(owner.id)).toHaveLength(1);
  });

  it('refuses a bad signature and ignores a wrong amount', async () => {
    const { owner, user, total, order } = await cardOrderAwaitingPayment();
    const event = capturedEvent(order.order.orderId, 'pay_webhook00001', total);
    expect((await sendWebhook(t.app, event, 'wrong-secret')).statusCode).toBe(403);
    const short = await sendWebhook(
      t.app,
      capturedEvent(order.order.orderId, 'pay_webhook00001', total - 1),
    );
    expect(short.json().message).toMatch(/amount mismatch/);
    await expectStillUnpaid(user, owner, order.bookingId);
  });
});

describe('POST /api/user/wallet/place-order/{id}', () => {
  it('pays the cart from the wallet at once: 201, confirmed, wallet debited, owner credited', async () => {
    const { owner, property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, total + 10_000);
    const placed = await payFromWallet(t.app, user, { amount: total });
    expect(placed.statusCode).toBe(201);
    const { booking } = placed.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'wallet',
      price: { dueNow: total },
    });

    const wallet = await getWallet(t.app, user, 'user');
    expect(wallet.wallet.balance).toBe(10_000);
    expect(wallet.data[0]).toMatchObject({
      kind: 'booking_payment',
      amount: -total,
      balanceAfter: 10_000,
      bookingId: booking.id,
    });
    expect((await getWallet(t.app, owner, 'owner')).wallet.balance).toBe(
      splitCommission(total - DEPOSIT).ownerShare,
    );
    // Without an amount the server's own price is charged (nothing to compare).
    const { user: second } = await userWithCart(property.id, 200);
    await topUpWallet(t.app, second, total);
    const unchecked = await payFromWallet(t.app, second, {});
    expect(unchecked.statusCode).toBe(201);
    expect((await getWallet(t.app, second, 'user')).wallet.balance).toBe(0);
  });

  it('answers the same booking the booking page then shows', async () => {
    const { property } = await home();
    const service = await createService(t.app, admin, `Linen ${randomUUID().slice(0, 8)}`, 20_000);
    const { user, total } = await userWithCart(property.id, 30, [service.id]);
    await topUpWallet(t.app, user, total);
    const placed = await payFromWallet(t.app, user, { amount: total });
    expect(placed.statusCode).toBe(201);
    const { booking } = placed.json();
    expect(booking).toEqual(await bookingOf(user, booking.id));
    expect(booking.payments).toEqual([
      expect.objectContaining({ kind: 'booking_payment', amount: -total }),
    ]);
    expect(booking.timeline).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'confirmed', actorRole: 'user' }),
    ]);
  });

  it('empties the cart once the wallet has paid it', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, total);
    expect((await payFromWallet(t.app, user, { amount: total })).statusCode).toBe(201);
    expect(await checkoutOf(user)).toBeNull();
  });

  // BUG: placeWalletOrderInputSchema is `.optional()` (the body is "not shown" in the spec, and the
  // service reads `input?.amount`), but Fastify hands the validator `null` for a POST without a
  // body, so the call answers 400 "expected object, received null" instead of paying the cart.
  it('pays the cart when the request has no body at all (the body is optional)', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, total);
    const placed = await payFromWallet(t.app, user);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a wallet too low with 409 INSUFFICIENT_FUNDS and changes nothing', async () => {
    const { owner, property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, 10_000);
    const refused = await payFromWallet(t.app, user, { amount: total });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');

    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(10_000);
    expect((await getWallet(t.app, owner, 'owner')).wallet.balance).toBe(0);
    expect((await myBookings(user)).pagination.total).toBe(0);
    const cart = await checkoutOf(user);
    expect(cart).toMatchObject({ isAvailable: true, pendingBookingId: null });
    // The dates were not held either: someone else can book them.
    const other = await createUser(t.app, t.mailer);
    await bookByWallet(t.app, other, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      rentalPeriod: 2,
    });

    // A held card booking paid from a wallet that is too low stays held, unpaid.
    const { property: second } = await home();
    const { user: holder, total: heldTotal } = await userWithCart(second.id);
    const order = (await startCardOrder(t.app, holder, heldTotal)).json();
    await topUpWallet(t.app, holder, 10_000);
    const low = await payFromWallet(t.app, holder, { bookingId: order.bookingId });
    expect(low.statusCode).toBe(409);
    expect(low.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await bookingOf(holder, order.bookingId)).status).toBe('pending_payment');
    expect((await getWallet(t.app, holder, 'user')).wallet.balance).toBe(10_000);
  });

  it('refuses with 409 DATES_TAKEN when the dates went to someone else after they were saved', async () => {
    const { property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, total);
    const other = await createUser(t.app, t.mailer);
    await bookByWallet(t.app, other, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 40),
      rentalPeriod: 1,
    });
    const refused = await payFromWallet(t.app, user, { amount: total });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DATES_TAKEN');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
    expect((await myBookings(user)).pagination.total).toBe(0);
  });

  it('refuses a changed amount, an empty cart, another person’s id, and other roles', async () => {
    const { owner, property } = await home();
    const { user, total } = await userWithCart(property.id);
    await topUpWallet(t.app, user, total);
    const changed = await payFromWallet(t.app, user, { amount: total - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('PRICE_CHANGED');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);

    const empty = await createUser(t.app, t.mailer);
    const nothing = await payFromWallet(t.app, empty, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/cart is empty/);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/user/wallet/place-order/${user.id}`,
      headers: empty.auth,
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    for (const payload of [{ bookingId: 'nope' }, { amount: 0 }, { extra: 1 }]) {
      expect((await payFromWallet(t.app, user, payload as never)).statusCode).toBe(400);
    }
    for (const person of [owner, admin]) {
      expect((await payFromWallet(t.app, person, {})).statusCode).toBe(403);
    }
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
  });

  it('pays a pending booking of mine by its id; someone else’s or a paid one is refused', async () => {
    const { owner, user, total, order } = await cardOrderAwaitingPayment();
    await t.app.inject({ method: 'DELETE', url: '/api/user/cart/clear', headers: user.auth });
    await topUpWallet(t.app, user, total);

    const stranger = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, stranger, total);
    const foreign = await payFromWallet(t.app, stranger, { bookingId: order.bookingId });
    expect(foreign.statusCode).toBe(404);
    expect((await payFromWallet(t.app, stranger, { bookingId: randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await getWallet(t.app, stranger, 'user')).wallet.balance).toBe(total);

    const paid = await payFromWallet(t.app, user, { bookingId: order.bookingId, amount: total });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().booking).toMatchObject({
      id: order.bookingId,
      status: 'confirmed',
      paymentMethod: 'wallet',
    });
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);
    expect(await earningsOf(owner.id)).toHaveLength(1);

    await topUpWallet(t.app, user, total);
    const twice = await payFromWallet(t.app, user, { bookingId: order.bookingId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVALID_TRANSITION');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
  });

  it('credits a card payment that arrives for a booking already paid from the wallet', async () => {
    const { owner, user, total, order } = await cardOrderAwaitingPayment();
    const payment = await payTestOrder(t.app, user, order.order.orderId);
    await topUpWallet(t.app, user, total);
    expect((await payFromWallet(t.app, user, { amount: total })).json().booking.id).toBe(
      order.bookingId,
    );
    const late = await verifyPayment(t.app, user, payment);
    expect(late.statusCode).toBe(200);
    expect(late.json().bookingStatus).toBe('confirmed');
    const wallet = await getWallet(t.app, user, 'user');
    expect(wallet.wallet.balance).toBe(total);
    expect(wallet.data[0]).toMatchObject({ kind: 'late_payment_credit', amount: total });
    expect(await earningsOf(owner.id)).toHaveLength(1);
  });

  // BUG: the verify route (routes.ts, POST /api/user/razorpay/verify) picks its message from the
  // booking's status alone: a booking already confirmed by the wallet reads "Booking confirmed",
  // so the person is never told that this second payment went to their wallet.
  it('tells the payer that a card payment for a booking already paid went to the wallet', async () => {
    const { user, total, order } = await cardOrderAwaitingPayment();
    const payment = await payTestOrder(t.app, user, order.order.orderId);
    await topUpWallet(t.app, user, total);
    expect((await payFromWallet(t.app, user, { amount: total })).statusCode).toBe(201);
    const late = await verifyPayment(t.app, user, payment);
    expect(late.json().message).toMatch(/wallet/);
  });
});

describe('unpaid holds expire', () => {
  it('expires a booking unpaid after 15 minutes and frees its dates', async () => {
    const { property, user, total, order } = await cardOrderAwaitingPayment();

    t.clock.advance(14 * 60_000);
    await expireUnpaidHolds();
    expect((await bookingOf(user, order.bookingId)).status).toBe('pending_payment');

    t.clock.advance(2 * 60_000);
    const ran = await expireUnpaidHolds();
    expect(ran[BOOKING_RECURRING_JOBS.expireUnpaid]).toBeGreaterThanOrEqual(1);
    const again = await signInAgain(t.app, 'user', user);
    const booking = await bookingOf(again, order.bookingId);
    expect(booking).toMatchObject({ status: 'expired', expiresAt: null });
    expect(booking.timeline.at(-1)).toMatchObject({
      fromStatus: 'pending_payment',
      toStatus: 'expired',
      actorRole: 'system',
    });
    // Its checkout no longer claims a hold, and the dates can be booked by someone else.
    expect((await checkoutOf(again)).pendingBookingId).toBeNull();
    const other = await createUser(t.app, t.mailer);
    const taken = await bookByWallet(t.app, other, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      rentalPeriod: 2,
    });
    expect((await bookingOf(other, taken.bookingId)).status).toBe('confirmed');
    // Paying the expired booking from the wallet is refused.
    await topUpWallet(t.app, again, total);
    const stale = await payFromWallet(t.app, again, { bookingId: order.bookingId });
    expect(stale.statusCode).toBe(409);
  });

  it('confirms a card payment verified after expiry when the dates are still free', async () => {
    const { owner, property, user, total, order } = await cardOrderAwaitingPayment();
    t.clock.advance(SIXTEEN_MINUTES);
    await expireUnpaidHolds();
    const again = await signInAgain(t.app, 'user', user);
    expect((await bookingOf(again, order.bookingId)).status).toBe('expired');

    const verified = await verifyPayment(
      t.app,
      again,
      await payTestOrder(t.app, again, order.order.orderId),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      bookingId: order.bookingId,
      bookingStatus: 'confirmed',
    });
    const booking = await bookingOf(again, order.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'card' });
    expect(booking.timeline.at(-1)).toMatchObject({ fromStatus: 'expired', toStatus: 'confirmed' });
    const ownerAgain = await signInAgain(t.app, 'owner', owner);
    expect((await getWallet(t.app, ownerAgain, 'owner')).wallet.balance).toBe(
      splitCommission(total - DEPOSIT).ownerShare,
    );
    // Its dates are held again.
    const rival = await createUser(t.app, t.mailer);
    const saving = await saveBookingDates(t.app, rival, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      rentalPeriod: 1,
    });
    expect(saving.statusCode).toBe(409);
  });

  it("credits the payer's wallet when the dates went to someone else meanwhile", async () => {
    const { owner, property, user, total, order } = await cardOrderAwaitingPayment();
    const payment = await payTestOrder(t.app, user, order.order.orderId);
    t.clock.advance(SIXTEEN_MINUTES);
    await expireUnpaidHolds();

    const other = await createUser(t.app, t.mailer);
    const taken = await bookByWallet(t.app, other, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 45),
      rentalPeriod: 1,
    });

    const again = await signInAgain(t.app, 'user', user);
    const verified = await verifyPayment(t.app, again, payment);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ bookingId: order.bookingId, bookingStatus: 'expired' });
    expect(verified.json().message).toMatch(/wallet/);
    expect((await bookingOf(again, order.bookingId)).status).toBe('expired');

    const wallet = await getWallet(t.app, again, 'user');
    expect(wallet.wallet.balance).toBe(total);
    expect(wallet.data).toEqual([
      expect.objectContaining({
        kind: 'late_payment_credit',
        amount: total,
        balanceAfter: total,
        bookingId: order.bookingId,
      }),
    ]);
    // The owner earns only from the stay that happens.
    expect(await earningsOf(owner.id)).toEqual([
      expect.objectContaining({ bookingId: taken.bookingId }),
    ]);
    // A replay does not credit twice.
    expect((await verifyPayment(t.app, again, payment)).statusCode).toBe(200);
    expect((await getWallet(t.app, again, 'user')).wallet.balance).toBe(total);
  });
});

describe('the ledger after every kind of movement', () => {
  it('balances every transaction and matches every wallet to its entries', async () => {
    // Made here rather than counted on from the other tests: the files run shuffled.
    await makeEveryKindOfMovement(world);
    const check = await expectLedgerBalanced(t.db);
    expect(check.transactions).toBeGreaterThan(10);
  });
});
