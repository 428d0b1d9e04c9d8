import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, stayEndDate } from '@nestly/shared';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  fillCart,
  saveBookingDates,
  setUpBookingWorld,
  startCardOrder,
} from '../../test/factories/bookings';
import { buyPlan, createListing } from '../../test/factories/listings';
import { fieldsOf } from '../../test/helpers/responses';

const { t, admin, home } = setUpBookingWorld({ homeFields: { rent: '1000000', deposit: '0' } });

const addBlock = (person: SignedInPerson, propertyId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/property/${propertyId}/blocks`,
    headers: person.auth,
    payload,
  });
const listBlocks = (person: SignedInPerson, propertyId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/owner/property/${propertyId}/blocks`,
    headers: person.auth,
  });
const removeBlock = (person: SignedInPerson, propertyId: string, blockId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/owner/property/${propertyId}/blocks/${blockId}`,
    headers: person.auth,
  });
const availabilityOf = (person: SignedInPerson, role: 'user' | 'owner', propertyId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${role}/property/${propertyId}/availability`,
    headers: person.auth,
  });
/** A stay of `months` from `moveInDays` after the test clock's today, as the cart saves it. */
const stay = (propertyId: string, moveInDays: number, months = 1) => ({
  propertyId,
  moveInDate: daysFromNow(t.clock, moveInDays),
  rentalPeriod: months,
});
const range = (from: number, to: number) => ({
  startDate: daysFromNow(t.clock, from),
  endDate: daysFromNow(t.clock, to),
});

describe('owner date blocks', () => {
  it('creates and lists a block, which then keeps users off those dates until it is freed', async () => {
    const { owner, property } = await home();
    const created = await addBlock(owner, property.id, { ...range(20, 30), note: ' Painting ' });
    expect(created.statusCode).toBe(201);
    const { block } = created.json();
    expect(block).toMatchObject({ ...range(20, 30), note: 'Painting' });
    expect(block.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await listBlocks(owner, property.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([block]);

    const user = await createUser(t.app, t.mailer);
    for (const [start, months] of [
      [20, 1],
      [29, 1],
      [0, 1],
    ] as const) {
      const refused = await saveBookingDates(t.app, user, stay(property.id, start, months));
      expect(refused.statusCode, `from day ${start}`).toBe(409);
      expect(refused.json().code).toBe('DATES_TAKEN');
    }
    // The end is exclusive: a stay may start on it.
    expect((await saveBookingDates(t.app, user, stay(property.id, 30))).statusCode).toBe(200);

    const freed = await removeBlock(owner, property.id, block.id);
    expect(freed.statusCode).toBe(200);
    expect(freed.json().message).toBe('Dates freed');
    expect((await listBlocks(owner, property.id)).json().data).toEqual([]);
    expect((await saveBookingDates(t.app, user, stay(property.id, 20))).statusCode).toBe(200);
    expect((await removeBlock(owner, property.id, block.id)).statusCode).toBe(404);
    expect((await removeBlock(owner, property.id, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a block overlapping a booking (held or confirmed) or another block', async () => {
    const { owner, property } = await home();
    const guest = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 30);
    await bookByWallet(t.app, guest, { propertyId: property.id, moveInDate, rentalPeriod: 1 });
    const overBooking = await addBlock(owner, property.id, range(25, 35));
    expect(overBooking.statusCode).toBe(409);
    expect(overBooking.json().code).toBe('DATES_TAKEN');

    // A hold awaiting payment counts too.
    const holder = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, holder, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 100),
      rentalPeriod: 1,
    });
    expect((await startCardOrder(t.app, holder, cart.price.dueNow)).statusCode).toBe(200);
    expect((await addBlock(owner, property.id, range(110, 111))).statusCode).toBe(409);

    expect((await addBlock(owner, property.id, range(150, 160))).statusCode).toBe(201);
    const overBlock = await addBlock(owner, property.id, range(155, 170));
    expect(overBlock.statusCode).toBe(409);
    expect(overBlock.json().code).toBe('DATES_TAKEN');
    // Touching ranges are fine: the booking's end day and the block's end day are free days.
    expect((await addBlock(owner, property.id, range(160, 165))).statusCode).toBe(201);
    const bookingEnd = stayEndDate(moveInDate, 1);
    expect(
      (
        await addBlock(owner, property.id, {
          startDate: daysFromNow(t.clock, 25),
          endDate: moveInDate,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await addBlock(owner, property.id, {
          startDate: bookingEnd,
          endDate: daysFromNow(t.clock, 99),
        })
      ).statusCode,
    ).toBe(201);
    expect((await listBlocks(owner, property.id)).json().data).toHaveLength(4);
  });

  it('refuses a start in the past, an end not after the start, and malformed bodies', async () => {
    const { owner, property } = await home();
    const past = await addBlock(owner, property.id, range(-1, 5));
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(['startDate']);
    expect((await addBlock(owner, property.id, range(0, 1))).statusCode).toBe(201);
    for (const payload of [range(10, 10), range(10, 9)]) {
      const response = await addBlock(owner, property.id, payload);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['endDate']);
    }
    for (const payload of [
      { startDate: daysFromNow(t.clock, 10) },
      { ...range(10, 12), note: 'x'.repeat(201) },
      { ...range(10, 12), extra: true },
      { startDate: '2030-02-30', endDate: '2030-03-05' },
    ]) {
      expect(
        (await addBlock(owner, property.id, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });

  it("answers 404 on another owner's home, 403 to users and admins, 401 signed out", async () => {
    const { owner, property } = await home();
    const created = (await addBlock(owner, property.id, range(20, 25))).json().block;
    const { owner: otherOwner } = await home();
    expect((await addBlock(otherOwner, property.id, range(40, 45))).statusCode).toBe(404);
    expect((await listBlocks(otherOwner, property.id)).statusCode).toBe(404);
    expect((await removeBlock(otherOwner, property.id, created.id)).statusCode).toBe(404);
    expect((await availabilityOf(otherOwner, 'owner', property.id)).statusCode).toBe(404);
    expect((await addBlock(owner, randomUUID(), range(40, 45))).statusCode).toBe(404);
    expect((await listBlocks(owner, 'nope')).statusCode).toBe(400);

    const user = await createUser(t.app, t.mailer);
    for (const person of [user, admin]) {
      for (const response of [
        await addBlock(person, property.id, range(40, 45)),
        await listBlocks(person, property.id),
        await removeBlock(person, property.id, created.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_OWNER);
      }
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/owner/property/${property.id}/blocks`,
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed.
    expect((await listBlocks(owner, property.id)).json().data).toEqual([created]);
  });
});

describe('GET /api/{user,owner}/property/{id}/availability', () => {
  it('shows booked and blocked ranges from today on, without booking details', async () => {
    const { owner, property } = await home();
    const guest = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 10);
    await bookByWallet(t.app, guest, { propertyId: property.id, moveInDate, rentalPeriod: 2 });
    await addBlock(owner, property.id, range(100, 107));

    const viewer = await createUser(t.app, t.mailer);
    const response = await availabilityOf(viewer, 'user', property.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      taken: [
        { start: moveInDate, end: stayEndDate(moveInDate, 2), kind: 'booked' },
        { start: daysFromNow(t.clock, 100), end: daysFromNow(t.clock, 107), kind: 'blocked' },
      ],
    });
    expect(response.body).not.toContain(guest.id);
    const hosts = await availabilityOf(owner, 'owner', property.id);
    expect(hosts.json()).toEqual(response.json());

    // Past stays drop out of the answer.
    t.clock.set(new Date(`${stayEndDate(moveInDate, 2)}T12:00:00`));
    const later = await availabilityOf(await createUser(t.app, t.mailer), 'user', property.id);
    expect(later.json().taken.map((range: { kind: string }) => range.kind)).toEqual(['blocked']);
  });

  it('answers 404 to users for a home not listed; its owner still sees it', async () => {
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const pending = await createListing(t.app, owner);
    const user = await createUser(t.app, t.mailer);
    expect((await availabilityOf(user, 'user', pending.id)).statusCode).toBe(404);
    expect((await availabilityOf(user, 'user', randomUUID())).statusCode).toBe(404);
    const own = await availabilityOf(owner, 'owner', pending.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ taken: [] });
    expect((await availabilityOf(admin, 'user', pending.id)).statusCode).toBe(403);
    expect((await availabilityOf(user, 'owner', pending.id)).statusCode).toBe(403);
  });
});
