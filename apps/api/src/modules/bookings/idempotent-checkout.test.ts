import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  daysFromNow,
  fillCart,
  getWallet,
  setUpBookingWorld,
  topUpWallet,
} from '../../test/factories/bookings';
import { rowsOf } from '../../test/factories/ledger';

// PRODUCT.md, Money out, "Idempotency" (decision 028): the POSTs that move money or open a payment
// order (card order, wallet place-order, top-up, plan purchase) honour an optional Idempotency-Key.
// A retry with the key answers what the first answered and moves money once; the same key for
// another request is 422; two requests with one key at once make one booking.
const { t, home } = setUpBookingWorld({
  homeFields: { rent: '2000000', deposit: '1000000', minMonths: '1', maxMonths: '6' },
});

const REPLAYED = 'idempotent-replayed';

const post = (
  person: SignedInPerson,
  url: string,
  payload: Record<string, unknown> | undefined,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...person.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

const placeOrder = (user: SignedInPerson, payload: Record<string, unknown>, key?: string) =>
  post(user, `/api/user/wallet/place-order/${user.id}`, payload, key);
const cardOrder = (user: SignedInPerson, payload: Record<string, unknown>, key?: string) =>
  post(user, `/api/user/razorpay/order/${user.id}`, payload, key);

const count = async (table: 'bookings' | 'payment_orders', column: string, id: string) =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id}`,
    )
  )[0]!.n;
const bookingsOf = (user: SignedInPerson) => count('bookings', 'user_id', user.id);
const ordersOf = (person: SignedInPerson) => count('payment_orders', 'account_id', person.id);
const balanceOf = async (user: SignedInPerson) =>
  (await getWallet(t.app, user, 'user')).wallet.balance;

/** A user with dates in the cart for a new home and `extra` paise more than it costs. */
const readyToPay = async (extra = 0) => {
  const { property } = await home();
  const user = await createUser(t.app, t.mailer);
  const cart = await fillCart(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 15),
    rentalPeriod: 2,
  });
  // What paying takes: the deposit and month 1 (decision 027).
  const total = cart.price.dueNow as number;
  await topUpWallet(t.app, user, total + extra);
  return { user, property, total };
};

describe('place-order from the wallet with an Idempotency-Key', () => {
  it('answers a retry with the same booking, and debits the wallet once', async () => {
    const { user, total } = await readyToPay(50_000);
    const key = randomUUID();
    const first = await placeOrder(user, { amount: total }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const retry = await placeOrder(user, { amount: total }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await bookingsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(50_000);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body, and pays nothing more', async () => {
    const { user, total } = await readyToPay(50_000);
    const key = randomUUID();
    expect((await placeOrder(user, { amount: total }, key)).statusCode).toBe(201);
    const reused = await placeOrder(user, { amount: total + 100 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await bookingsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(50_000);
  });

  it('makes one booking of two requests with one key at once, and answers both the same', async () => {
    const { user, total } = await readyToPay();
    const key = randomUUID();
    const [one, two] = await Promise.all([
      placeOrder(user, { amount: total }, key),
      placeOrder(user, { amount: total }, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json()).toEqual(two.json());
    expect([one.headers[REPLAYED], two.headers[REPLAYED]].filter(Boolean)).toEqual(['true']);
    expect(await bookingsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(0);
  });

  it('replays a refusal (a wallet too low) and leaves the cart to pay', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 15),
      rentalPeriod: 1,
    });
    await topUpWallet(t.app, user, (cart.price.dueNow as number) - 100);
    const key = randomUUID();
    const first = await placeOrder(user, {}, key);
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('INSUFFICIENT_FUNDS');
    const retry = await placeOrder(user, {}, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: first.json().message,
    });
    expect(await bookingsOf(user)).toBe(0);
    // A new key is a new request: still refused, the cart still there.
    expect((await placeOrder(user, {}, randomUUID())).statusCode).toBe(409);
  });

  it('pays a booking a card checkout held (read back in the key transaction) once', async () => {
    const { user, total } = await readyToPay();
    const held = await cardOrder(user, { amount: total });
    expect(held.statusCode).toBe(200);
    const bookingId = held.json().bookingId as string;
    const key = randomUUID();
    const first = await placeOrder(user, { bookingId }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().booking).toMatchObject({ id: bookingId, status: 'confirmed' });
    const retry = await placeOrder(user, { bookingId }, key);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(user)).toBe(0);
  });

  it('prices the cart again inside the key transaction when it changed at the moment of payment', async () => {
    const { user, total } = await readyToPay();
    // The cart's removal fails once the way a race would (what wallet_booking_place raises).
    const name = `idem_race_${user.id.replaceAll('-', '')}`;
    const run = async (...statements: string[]) => {
      for (const statement of statements) await t.db.execute(sql.raw(statement));
    };
    await run(
      `create sequence ${name}_seq`,
      `create function ${name}() returns trigger language plpgsql as $$
        begin
          if old.user_id = '${user.id}' and nextval('${name}_seq') <= 1 then
            raise exception 'changed meanwhile' using errcode = 'NBCRT';
          end if;
          return old;
        end $$`,
      `create trigger ${name} before delete on carts for each row execute function ${name}()`,
    );
    try {
      const placed = await placeOrder(user, { amount: total }, randomUUID());
      expect(placed.statusCode).toBe(201);
      expect(await bookingsOf(user)).toBe(1);
      expect(await balanceOf(user)).toBe(0);
    } finally {
      await run(
        `drop trigger ${name} on carts`,
        `drop function ${name}()`,
        `drop sequence ${name}_seq`,
      );
    }
  });
});

describe('card orders, top-ups and plans with an Idempotency-Key', () => {
  it('answers a card order retry with the same order and booking', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 15),
      rentalPeriod: 2,
    });
    const key = randomUUID();
    const body = { amount: cart.price.dueNow as number };
    const first = await cardOrder(user, body, key);
    expect(first.statusCode).toBe(200);
    const retry = await cardOrder(user, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json().order.orderId).toBe(first.json().order.orderId);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(user)).toBe(1);
    expect(await bookingsOf(user)).toBe(1);
    expect((await cardOrder(user, { amount: body.amount + 1 }, key)).statusCode).toBe(422);
  });

  it('answers a top-up retry with the same order; without a key each call is a new order', async () => {
    const user = await createUser(t.app, t.mailer);
    const url = '/api/user/wallet/top-up';
    const key = randomUUID();
    const first = await post(user, url, { amount: 20_000 }, key);
    expect(first.statusCode).toBe(200);
    const retry = await post(user, url, { amount: 20_000 }, key);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(user)).toBe(1);
    const reused = await post(user, url, { amount: 30_000 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await post(user, url, { amount: 20_000 });
    await post(user, url, { amount: 20_000 });
    expect(await ordersOf(user)).toBe(3);
  });

  it('scopes a key to its person: another user with the same key gets an order of their own', async () => {
    const [one, two] = [await createUser(t.app, t.mailer), await createUser(t.app, t.mailer)];
    const key = randomUUID();
    const url = '/api/user/wallet/top-up';
    const first = await post(one, url, { amount: 20_000 }, key);
    const other = await post(two, url, { amount: 20_000 }, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers[REPLAYED]).toBeUndefined();
    expect(other.json().order.orderId).not.toBe(first.json().order.orderId);
  });

  it('answers a plan purchase retry with the same order', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const url = '/api/owner/subscription';
    const key = randomUUID();
    const first = await post(owner, url, { planName: 'Basic' }, key);
    expect(first.statusCode).toBe(200);
    const retry = await post(owner, url, { planName: 'Basic' }, key);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(owner)).toBe(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const user = await createUser(t.app, t.mailer);
    const response = await post(user, '/api/user/wallet/top-up', { amount: 20_000 }, 'has space');
    expect(response.statusCode).toBe(400);
    expect(await ordersOf(user)).toBe(0);
  });
});
