import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  daysFromNow,
  fillCart,
  getWallet,
  payFromWallet,
  setUpBookingWorld,
  topUpWallet,
} from '../../test/factories/bookings';
import { rowsOf } from '../../test/factories/ledger';

// Issue 13, decision 024: a fresh cart paid from the wallet is read and priced first, then paid by
// one call to `wallet_booking_place`, which takes the cart only if it is still what was priced and
// refuses if the home's price moved. These tests make the cart or the price change at the very
// moment of payment (a trigger that raises what the function raises), and check that the payment
// is priced again once, answers 409 on a second change, and never writes half a booking.
const { t, home } = setUpBookingWorld({
  homeFields: { rent: '2000000', deposit: '1000000', minMonths: '1', maxMonths: '6' },
});

const bookingsOf = async (user: SignedInPerson) =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where user_id = ${user.id}`,
    )
  )[0]!.n;
const cartOf = async (user: SignedInPerson) =>
  rowsOf<{ property_id: string }>(
    t.db,
    sql`select property_id::text from carts where user_id = ${user.id}`,
  );

/** A user with dates in the cart for a new home and money enough to pay for it. */
const readyToPay = async () => {
  const { property } = await home();
  const user = await createUser(t.app, t.mailer);
  const cart = await fillCart(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 15),
    rentalPeriod: 2,
  });
  // What paying takes: the deposit and month 1 (decision 027).
  await topUpWallet(t.app, user, cart.price.dueNow as number);
  return { user, property, total: cart.price.dueNow as number };
};

/**
 * Makes the next `times` payments of this user's cart fail the way a race would at that moment: a
 * trigger on the cart's removal (or on the booking's insert) raises what PostgreSQL or the function
 * would raise then.
 */
const failAtPayment = async (
  user: SignedInPerson,
  times: number,
  failure: { code: string; on?: 'carts' | 'bookings'; constraint?: string },
) => {
  const name = `pay_race_${user.id.replaceAll('-', '')}`;
  const table = failure.on ?? 'carts';
  const row = table === 'carts' ? 'old' : 'new';
  const constraint = failure.constraint ? `, constraint = '${failure.constraint}'` : '';
  const run = async (...statements: string[]) => {
    for (const statement of statements) await t.db.execute(sql.raw(statement));
  };
  // The count is kept in a sequence: the raise rolls back everything else the statement did.
  await run(
    `create sequence ${name}_seq`,
    `create function ${name}() returns trigger language plpgsql as $$
      begin
        if ${row}.user_id = '${user.id}' and nextval('${name}_seq') <= ${times} then
          raise exception 'changed meanwhile' using errcode = '${failure.code}'${constraint};
        end if;
        return ${row};
      end $$`,
    `create trigger ${name} before ${table === 'carts' ? 'delete' : 'insert'} on ${table}
      for each row execute function ${name}()`,
  );
  return () =>
    run(`drop trigger ${name} on ${table}`, `drop function ${name}()`, `drop sequence ${name}_seq`);
};

describe('a fresh cart paid from the wallet in one call', () => {
  it('confirms the booking, debits the wallet and empties the cart', async () => {
    const { user, total } = await readyToPay();
    const placed = await payFromWallet(t.app, user, { amount: total });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().booking).toMatchObject({ status: 'confirmed', price: { dueNow: total } });
    expect(await bookingsOf(user)).toBe(1);
    expect(await cartOf(user)).toEqual([]);
    const wallet = await getWallet(t.app, user, 'user');
    expect(wallet.wallet.balance).toBe(0);
    expect(wallet.data[0]).toMatchObject({ kind: 'booking_payment', amount: -total });
  });

  it('prices the cart again when it changed at the moment of payment, then pays', async () => {
    const { user, total } = await readyToPay();
    const restore = await failAtPayment(user, 1, { code: 'NBCRT' });
    try {
      const placed = await payFromWallet(t.app, user, { amount: total });
      expect(placed.statusCode).toBe(201);
      expect(await bookingsOf(user)).toBe(1);
    } finally {
      await restore();
    }
  });

  it('answers 409 PRICE_CHANGED when the price inputs change twice, and writes nothing', async () => {
    const { user, property, total } = await readyToPay();
    const restore = await failAtPayment(user, 2, { code: 'NBPRC' });
    try {
      const placed = await payFromWallet(t.app, user, { amount: total });
      expect(placed.statusCode).toBe(409);
      expect(placed.json().code).toBe('PRICE_CHANGED');
      expect(await bookingsOf(user)).toBe(0);
      expect(await cartOf(user)).toEqual([{ property_id: property.id }]);
      expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
    } finally {
      await restore();
    }
  });

  it('draws a new reference when the one drawn is taken already', async () => {
    const { user, total } = await readyToPay();
    const restore = await failAtPayment(user, 1, {
      code: '23505',
      on: 'bookings',
      constraint: 'bookings_reference_idx',
    });
    try {
      const placed = await payFromWallet(t.app, user, { amount: total });
      expect(placed.statusCode).toBe(201);
      expect(placed.json().booking.reference).toMatch(/^NST-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(await bookingsOf(user)).toBe(1);
    } finally {
      await restore();
    }
  });

  it('refuses a home whose rent changed after the cart was read (NBPRC from the function)', async () => {
    const { user, property } = await readyToPay();
    const [cart] = await rowsOf<{ move_in_date: string; rental_period: number }>(
      t.db,
      sql`select move_in_date::text, rental_period from carts where user_id = ${user.id}`,
    );
    const placement = {
      cart: {
        userId: user.id,
        propertyId: property.id,
        moveInDate: cart!.move_in_date,
        rentalPeriod: cart!.rental_period,
        addOnIds: [],
      },
      // Priced at a rent the home no longer has.
      priced: { rent: 1_500_000, deposit: 1_000_000, services: [] },
    };
    await expect(
      t.db.execute(sql`select * from wallet_booking_place(${JSON.stringify(placement)}::jsonb)`),
    ).rejects.toMatchObject({ cause: { code: 'NBPRC' } });
    expect(await cartOf(user)).toEqual([{ property_id: property.id }]);
    const stale = { ...placement, cart: { ...placement.cart, rentalPeriod: 3 } };
    await expect(
      t.db.execute(sql`select * from wallet_booking_place(${JSON.stringify(stale)}::jsonb)`),
    ).rejects.toMatchObject({ cause: { code: 'NBCRT' } });
    expect(await bookingsOf(user)).toBe(0);
  });

  it('a wallet too low: 409 INSUFFICIENT_FUNDS, and the cart is still there to pay by card', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 15),
      rentalPeriod: 1,
    });
    await topUpWallet(t.app, user, (cart.price.dueNow as number) - 100);
    const placed = await payFromWallet(t.app, user, {});
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await bookingsOf(user)).toBe(0);
    expect(await cartOf(user)).toEqual([{ property_id: property.id }]);
    const free = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from property_reservations where property_id = ${property.id}`,
    );
    expect(free[0]!.n).toBe(0);
  });
});
