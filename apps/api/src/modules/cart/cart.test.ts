import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, stayEndDate } from '@nestly/shared';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  fillCart,
  setUpBookingWorld,
  saveBookingDates,
  topUpWallet,
} from '../../test/factories/bookings';
import { buyPlan, createListing, createService } from '../../test/factories/listings';
import { fieldsOf } from '../../test/helpers/responses';

const { t, admin, home } = setUpBookingWorld();

const saveAddOns = (person: SignedInPerson, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/checkout/save-addons',
    headers: person.auth,
    payload,
  });
const checkout = (person: SignedInPerson, id = person.id) =>
  t.app.inject({ method: 'GET', url: `/api/user/checkout/${id}`, headers: person.auth });
const clearCart = (person: SignedInPerson) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/cart/clear', headers: person.auth });

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

describe('POST /api/user/checkout/save-booking-dates', () => {
  it('saves the dates and answers the server’s end date and price', async () => {
    const { property } = await home({ rent: '2500000', deposit: '5000000' });
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 20);
    const response = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 3,
      endDate: stayEndDate(moveInDate, 3),
    });
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart).toMatchObject({
      property: { id: property.id, minMonths: 1, maxMonths: 12 },
      moveInDate,
      endDate: stayEndDate(moveInDate, 3),
      rentalPeriod: 3,
      price: {
        monthlyRent: 2_500_000,
        months: 3,
        rentTotal: 7_500_000,
        addOns: [],
        addOnsTotal: 0,
        deposit: 5_000_000,
        subtotal: 7_500_000,
        total: 12_500_000,
      },
      walletBalance: 0,
      isAvailable: true,
      unavailableReason: null,
      pendingBookingId: null,
    });

    // The end date is optional: without it the server works it out.
    const withoutEnd = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 2,
    });
    expect(withoutEnd.statusCode).toBe(200);
    expect(withoutEnd.json().cart.endDate).toBe(stayEndDate(moveInDate, 2));
  });

  it('refuses an end date that is not the server’s own', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 20);
    const response = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 3,
      endDate: stayEndDate(moveInDate, 4),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(response)).toEqual(['endDate']);
    expect((await checkout(user)).json().cart).toBeNull();
  });

  it('refuses a move-in date in the past, and accepts today', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const past = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, -1),
      rentalPeriod: 2,
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(['moveInDate']);
    const today = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 0),
      rentalPeriod: 2,
    });
    expect(today.statusCode).toBe(200);
  });

  it('refuses a rental period outside the home’s minimum and maximum', async () => {
    const { property } = await home({ minMonths: '2', maxMonths: '6' });
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 20);
    for (const rentalPeriod of [1, 7]) {
      const response = await saveBookingDates(t.app, user, {
        propertyId: property.id,
        moveInDate,
        rentalPeriod,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['rentalPeriod']);
    }
    for (const rentalPeriod of [2, 6]) {
      const response = await saveBookingDates(t.app, user, {
        propertyId: property.id,
        moveInDate,
        rentalPeriod,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses malformed input and unknown fields with 400', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const good = { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20), rentalPeriod: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, total: 1 }, 'unknown field'],
      [{ ...good, propertyId: 'not-a-uuid' }, 'propertyId'],
      [{ ...good, moveInDate: '2026-02-30' }, 'moveInDate'],
      [{ ...good, moveInDate: '20-12-2030' }, 'moveInDate'],
      [{ ...good, rentalPeriod: 0 }, 'rentalPeriod'],
      [{ ...good, rentalPeriod: 25 }, 'rentalPeriod'],
      [{ ...good, rentalPeriod: 1.5 }, 'rentalPeriod'],
      [{ propertyId: property.id }, 'moveInDate'],
    ];
    for (const [payload, field] of cases) {
      const response = await saveBookingDates(t.app, user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (field !== 'unknown field') expect(fieldsOf(response)).toContain(field);
    }
    expect((await checkout(user)).json().cart).toBeNull();
  });

  it('answers 404 for a home that is not listed (pending review) or does not exist', async () => {
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const pending = await createListing(t.app, owner);
    const user = await createUser(t.app, t.mailer);
    for (const propertyId of [pending.id, randomUUID()]) {
      const response = await saveBookingDates(t.app, user, {
        propertyId,
        moveInDate: daysFromNow(t.clock, 20),
        rentalPeriod: 2,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses dates that overlap a confirmed booking with 409 DATES_TAKEN', async () => {
    const { property } = await home({ rent: '1000000', deposit: '1000000' });
    const first = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 30);
    await bookByWallet(t.app, first, { propertyId: property.id, moveInDate, rentalPeriod: 2 });

    const second = await createUser(t.app, t.mailer);
    for (const [start, months] of [
      [moveInDate, 1],
      [daysFromNow(t.clock, 45), 1],
      [daysFromNow(t.clock, 10), 1],
    ] as const) {
      const response = await saveBookingDates(t.app, second, {
        propertyId: property.id,
        moveInDate: start,
        rentalPeriod: months,
      });
      expect(response.statusCode, start).toBe(409);
      expect(response.json().code).toBe('DATES_TAKEN');
    }
    // The stay's end date is the first free day.
    const after = await saveBookingDates(t.app, second, {
      propertyId: property.id,
      moveInDate: stayEndDate(moveInDate, 2),
      rentalPeriod: 1,
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('POST /api/user/checkout/save-addons', () => {
  it('adds active services for the home in the cart and prices them for every month', async () => {
    const { property } = await home({ rent: '2500000', deposit: '5000000' });
    const cleaning = await createService(t.app, admin, uniqueName('Cleaning'), 150_000);
    const internet = await createService(t.app, admin, uniqueName('Internet'), 99_900);
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
      rentalPeriod: 3,
    });
    const response = await saveAddOns(user, {
      propertyId: property.id,
      addOns: [internet.id, cleaning.id],
    });
    expect(response.statusCode).toBe(200);
    const { price } = response.json().cart;
    expect(price.addOns).toEqual([
      { serviceId: internet.id, name: internet.name, monthlyPrice: 99_900, total: 299_700 },
      { serviceId: cleaning.id, name: cleaning.name, monthlyPrice: 150_000, total: 450_000 },
    ]);
    expect(price).toMatchObject({
      addOnsTotal: 749_700,
      subtotal: 7_500_000 + 749_700,
      total: 7_500_000 + 749_700 + 5_000_000,
    });

    // An empty list removes them again.
    const none = await saveAddOns(user, { propertyId: property.id, addOns: [] });
    expect(none.statusCode).toBe(200);
    expect(none.json().cart.price).toMatchObject({ addOns: [], addOnsTotal: 0 });
  });

  it('keeps the add-ons when the dates change, and drops them when the home changes', async () => {
    const { property } = await home();
    const { property: other } = await home();
    const service = await createService(t.app, admin, uniqueName('Security'), 50_000);
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
      addOns: [service.id],
    });
    const moved = await saveBookingDates(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 40),
      rentalPeriod: 4,
    });
    expect(moved.json().cart.price).toMatchObject({ addOnsTotal: 200_000 });
    const elsewhere = await saveBookingDates(t.app, user, {
      propertyId: other.id,
      moveInDate: daysFromNow(t.clock, 40),
      rentalPeriod: 4,
    });
    expect(elsewhere.json().cart).toMatchObject({
      property: { id: other.id },
      price: { addOns: [], addOnsTotal: 0 },
    });
  });

  it('refuses add-ons before any dates, and for another home than the one in the cart', async () => {
    const { property } = await home();
    const { property: other } = await home();
    const service = await createService(t.app, admin, uniqueName('Laundry'));
    const user = await createUser(t.app, t.mailer);
    const early = await saveAddOns(user, { propertyId: property.id, addOns: [service.id] });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONFLICT');

    await fillCart(t.app, user, { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20) });
    const elsewhere = await saveAddOns(user, { propertyId: other.id, addOns: [service.id] });
    expect(elsewhere.statusCode).toBe(409);
    expect((await checkout(user)).json().cart.property.id).toBe(property.id);
  });

  it('refuses an inactive or unknown service with a field error on addOns', async () => {
    const { property } = await home();
    const service = await createService(t.app, admin, uniqueName('Furniture'));
    const switchedOff = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/status/${service.id}`,
      headers: admin.auth,
      payload: { status: 'inactive' },
    });
    expect(switchedOff.statusCode).toBe(200);
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20) });
    for (const id of [service.id, randomUUID()]) {
      const response = await saveAddOns(user, { propertyId: property.id, addOns: [id] });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['addOns']);
    }
    expect((await checkout(user)).json().cart.price.addOns).toEqual([]);
  });

  it('refuses a service listed twice and malformed bodies', async () => {
    const { property } = await home();
    const service = await createService(t.app, admin, uniqueName('Gardening'));
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20) });
    const twice = await saveAddOns(user, {
      propertyId: property.id,
      addOns: [service.id, service.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toContain('addOns');
    for (const payload of [
      { propertyId: property.id, addOns: ['nope'] },
      { propertyId: property.id, addOns: service.id },
      { propertyId: property.id },
      { propertyId: property.id, addOns: [], extra: true },
    ]) {
      expect((await saveAddOns(user, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('drops a service switched off after it was chosen, and says so at checkout', async () => {
    const { property } = await home({ rent: '1000000', deposit: '0' });
    const service = await createService(t.app, admin, uniqueName('Parking'), 200_000);
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
      rentalPeriod: 1,
      addOns: [service.id],
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/status/${service.id}`,
      headers: admin.auth,
      payload: { status: 'inactive' },
    });
    const cart = (await checkout(user)).json().cart;
    expect(cart.price).toMatchObject({ addOns: [], total: 1_000_000 });
    expect(cart.isAvailable).toBe(false);
    expect(cart.unavailableReason).toMatch(/add-on/i);
  });
});

describe('GET /api/user/checkout/{id}', () => {
  it('prices the cart exactly: (rent + add-ons) × months + deposit, with refund preview and wallet', async () => {
    const { property } = await home({ rent: '1234567', deposit: '765433' });
    const service = await createService(t.app, admin, uniqueName('Cook'), 33_333);
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 20);
    await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 5,
      addOns: [service.id],
    });
    const response = await checkout(user);
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    const total = (1_234_567 + 33_333) * 5 + 765_433;
    expect(cart.price.total).toBe(total);
    expect(cart.price).toMatchObject({
      rentTotal: 1_234_567 * 5,
      addOnsTotal: 33_333 * 5,
      subtotal: (1_234_567 + 33_333) * 5,
      deposit: 765_433,
      // Checkout charges the deposit and month 1 (decision 027).
      dueNow: 1_234_567 + 33_333 + 765_433,
    });
    expect(cart.dueNow).toBe(cart.price.dueNow);
    expect(cart.schedule).toHaveLength(5);
    expect(cart.schedule[0]).toMatchObject({ number: 1, dueDate: moveInDate, amount: 1_267_900 });
    // On what checkout takes: full refund up to 7 days before move-in, then half month 1's rent
    // (rounded up) back with its add-ons and the deposit.
    expect(cart.refundPreview).toEqual([
      {
        from: daysFromNow(t.clock, 0),
        until: daysFromNow(t.clock, 13),
        refund: cart.price.dueNow,
        policy: 'full',
      },
      {
        from: daysFromNow(t.clock, 14),
        until: daysFromNow(t.clock, 19),
        refund: Math.ceil(1_234_567 / 2) + 33_333 + 765_433,
        policy: 'late',
      },
    ]);
    expect(cart.walletBalance).toBe(0);

    await topUpWallet(t.app, user, 123_400);
    expect((await checkout(user)).json().cart).toMatchObject({ walletBalance: 123_400 });
  });

  it('answers cart null when empty, and 403 for someone else’s id', async () => {
    const user = await createUser(t.app, t.mailer);
    const empty = await checkout(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ cart: null });

    const { property } = await home();
    const other = await createUser(t.app, t.mailer);
    await fillCart(t.app, other, { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20) });
    const foreign = await checkout(user, other.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect(JSON.stringify(foreign.json())).not.toContain(property.id);
    expect((await checkout(user, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('DELETE /api/user/cart/clear', () => {
  it('empties the cart (and is harmless on an empty one)', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    await fillCart(t.app, user, { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20) });
    const cleared = await clearCart(user);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe('Cart cleared');
    expect((await checkout(user)).json().cart).toBeNull();
    expect((await clearCart(user)).statusCode).toBe(200);
  });
});

describe('who may use the cart', () => {
  it('refuses owners and admins with 403, and anyone signed out with 401, on every cart call', async () => {
    const { owner, property } = await home();
    const body = { propertyId: property.id, moveInDate: daysFromNow(t.clock, 20), rentalPeriod: 2 };
    const calls = (person: SignedInPerson | null) => {
      const headers = person ? person.auth : {};
      const id = person?.id ?? randomUUID();
      return [
        {
          method: 'POST' as const,
          url: '/api/user/checkout/save-booking-dates',
          headers,
          payload: body,
        },
        {
          method: 'POST' as const,
          url: '/api/user/checkout/save-addons',
          headers,
          payload: { propertyId: property.id, addOns: [] },
        },
        { method: 'GET' as const, url: `/api/user/checkout/${id}`, headers },
        { method: 'DELETE' as const, url: '/api/user/cart/clear', headers },
      ];
    };
    for (const person of [owner, admin]) {
      for (const call of calls(person)) {
        const response = await t.app.inject(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_USER);
      }
    }
    for (const call of calls(null)) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHENTICATED);
    }
  });
});
