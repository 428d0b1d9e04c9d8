import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { carts } from '../../db/schema/index';
import { createOwner, createUser, login, signupUser, verify } from '../../test/factories/accounts';
import {
  daysFromNow,
  expectLedgerBalanced,
  fillCart,
  getWallet,
  payFromWallet,
  payTestOrder,
  saveBookingDates,
  setUpBookingWorld,
  startCardOrder,
  topUpWallet,
  verifyPayment,
} from '../../test/factories/bookings';
import { buyPlan, createApprovedListing, createService } from '../../test/factories/listings';
import { capturedEvent, sendWebhook } from '../../test/helpers/payment-webhooks';

// Issue 8, item 10: the smaller holes of booking and payment.
const { t, admin, home } = setUpBookingWorld();

const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', TEST_MODE_RAZORPAY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

const topUpOrder = async (user: Awaited<ReturnType<typeof createUser>>, amount: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/wallet/top-up',
    headers: user.auth,
    payload: { amount },
  });
  expect(response.statusCode).toBe(200);
  return response.json().order.orderId as string;
};

describe('a provider payment id used on another order', () => {
  it('answers 409 and credits nothing more, by verify and by webhook', async () => {
    const user = await createUser(t.app, t.mailer);
    const first = await topUpOrder(user, 20_000);
    const paid = await payTestOrder(t.app, user, first);
    expect((await verifyPayment(t.app, user, paid)).statusCode).toBe(200);

    const second = await topUpOrder(user, 20_000);
    const reused = await verifyPayment(t.app, user, {
      razorpay_order_id: second,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: sign(second, paid.razorpay_payment_id),
    });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT' });

    const webhook = await sendWebhook(
      t.app,
      capturedEvent(second, paid.razorpay_payment_id, 20_000),
    );
    expect(webhook.statusCode).toBe(409);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(20_000);
    await expectLedgerBalanced(t.db);
  });
});

describe('unpaid holds per user', () => {
  it('allows three card checkouts awaiting payment at once and refuses a fourth with 409', async () => {
    const user = await createUser(t.app, t.mailer);
    const homes = await Promise.all([home(), home(), home(), home()]);
    const holds = [];
    for (const { property } of homes.slice(0, 3)) {
      const cart = await fillCart(t.app, user, {
        propertyId: property.id,
        moveInDate: daysFromNow(t.clock, 20),
      });
      const order = await startCardOrder(t.app, user, cart.price.dueNow);
      expect(order.statusCode, order.body).toBe(200);
      holds.push(order.json());
    }
    const cart = await fillCart(t.app, user, {
      propertyId: homes[3]!.property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    const fourth = await startCardOrder(t.app, user, cart.price.dueNow);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'HOLD_LIMIT_REACHED',
      message: expect.stringContaining('3'),
    });

    // Asking again for a cart that already holds its dates is not a new hold.
    await fillCart(t.app, user, {
      propertyId: homes[2]!.property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    // Paying one of them frees a place.
    const paid = await payTestOrder(t.app, user, holds[0]!.order.orderId);
    expect((await verifyPayment(t.app, user, paid)).statusCode).toBe(200);
    await fillCart(t.app, user, {
      propertyId: homes[3]!.property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    expect((await startCardOrder(t.app, user, cart.price.dueNow)).statusCode).toBe(200);
  });

  it('counts only holds still running: expired ones free their place', async () => {
    const user = await createUser(t.app, t.mailer);
    const homes = await Promise.all([home(), home(), home(), home()]);
    for (const { property } of homes.slice(0, 3)) {
      const cart = await fillCart(t.app, user, {
        propertyId: property.id,
        moveInDate: daysFromNow(t.clock, 25),
      });
      expect((await startCardOrder(t.app, user, cart.price.dueNow)).statusCode).toBe(200);
    }
    t.clock.advance(16 * 60_000);
    const fresh = await login(t.app, 'user', user.email, user.password);
    const cart = await fillCart(t.app, fresh, {
      propertyId: homes[3]!.property.id,
      moveInDate: daysFromNow(t.clock, 25),
    });
    expect((await startCardOrder(t.app, fresh, cart.price.dueNow)).statusCode).toBe(200);
  });
});

describe('the move-in horizon', () => {
  it('accepts a move-in up to 12 months ahead and refuses a later one naming moveInDate', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const today = daysFromNow(t.clock, 0);
    const [year, month, day] = today.split('-');
    const inAYear = `${Number(year) + 1}-${month}-${day === '29' && month === '02' ? '28' : day}`;
    const ok = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate: inAYear,
      rentalPeriod: 2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const moveInDate of [daysFromNow(t.clock, 400), '2099-01-01']) {
      const late = await saveBookingDates(t.app, user, {
        propertyId: property.id,
        moveInDate,
        rentalPeriod: 2,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({
        details: [{ field: 'moveInDate', message: expect.stringContaining('12 months') }],
      });
    }
  });
});

describe('an owner booking their own listing', () => {
  it('is refused through a user account with the same e-mail, when saving dates and paying', async () => {
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const property = await createApprovedListing(t.app, owner, admin);
    const signup = await signupUser(t.app, { email: owner.email.toUpperCase() });
    await verify(t.app, t.mailer, 'user', owner.email);
    const sameperson = await login(t.app, 'user', owner.email, signup.password);

    const saved = await saveBookingDates(t.app, sameperson, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 10),
      rentalPeriod: 1,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('your own'),
    });

    // A cart that got there anyway (saved before the rule) cannot be paid either way.
    await t.db.insert(carts).values({
      userId: sameperson.id,
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 10),
      rentalPeriod: 1,
      addOnIds: [],
      updatedAt: new Date(),
    });
    await topUpWallet(t.app, sameperson, 10_000_000);
    for (const refused of [
      await startCardOrder(t.app, sameperson, 1),
      await payFromWallet(t.app, sameperson),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('your own');
    }
  });
});

describe('an add-on switched off after it went into the cart', () => {
  const setUp = async () => {
    const { property } = await home();
    const service = await createService(t.app, admin, `Deep cleaning ${Date.now()}`, 200_000);
    const user = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, user, 20_000_000);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      addOns: [service.id],
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/status/${service.id}`,
      headers: admin.auth,
      payload: { status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    return { property, service, user, cart };
  };

  it('is named at checkout, and card and wallet both refuse the same way', async () => {
    const { service, user, cart } = await setUp();
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/user/checkout/${user.id}`,
      headers: user.auth,
    });
    expect(checkout.json().cart).toMatchObject({
      isAvailable: false,
      unavailableReason: expect.stringContaining(service.name),
      unavailableAddOns: [{ id: service.id, name: service.name }],
    });

    const card = await startCardOrder(t.app, user, cart.price.dueNow);
    const wallet = await payFromWallet(t.app, user, { amount: cart.price.dueNow });
    for (const refused of [card, wallet]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ADD_ON_UNAVAILABLE',
        message: expect.stringContaining(service.name),
      });
    }
    expect(card.json().message).toBe(wallet.json().message);
  });

  it('refuses to pay a hold made before the add-on was switched off, by wallet and by card', async () => {
    const { property } = await home();
    const service = await createService(t.app, admin, `Laundry ${Date.now()}`, 100_000);
    const user = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, user, 20_000_000);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
      addOns: [service.id],
    });
    const held = await startCardOrder(t.app, user, cart.price.dueNow);
    expect(held.statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/status/${service.id}`,
      headers: admin.auth,
      payload: { status: 'inactive' },
    });
    const byWallet = await payFromWallet(t.app, user, { bookingId: held.json().bookingId });
    const byCard = await startCardOrder(t.app, user, cart.price.dueNow);
    for (const refused of [byWallet, byCard]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ADD_ON_UNAVAILABLE' });
    }

    // Choosing again without it books at once.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/checkout/save-addons',
      headers: user.auth,
      payload: { propertyId: property.id, addOns: [] },
    });
    const placed = await payFromWallet(t.app, user);
    expect(placed.statusCode, placed.body).toBe(201);
    await expectLedgerBalanced(t.db);
  });
});
