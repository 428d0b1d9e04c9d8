import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, stayEndDate } from '@nestly/shared';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  cancelBooking,
  daysFromNow,
  fillCart,
  getBooking,
  setUpBookingWorld,
  signInAgain,
  startCardOrder,
} from '../../test/factories/bookings';
import { fieldsOf } from '../../test/helpers/responses';

const { t, admin, home } = setUpBookingWorld({ homeFields: { rent: '1000000', deposit: '0' } });

const DAY_MS = 86_400_000;
const TEXT = 'Lovely flat, quiet street and a helpful host.';

const postReview = (person: SignedInPerson, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: person.auth, payload });
const myReviewOf = (person: SignedInPerson, bookingId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/booking/user-review/${bookingId}`,
    headers: person.auth,
  });
const reviewsOf = (person: SignedInPerson, role: 'user' | 'owner' | 'admin', propertyId: string) =>
  t.app.inject({ method: 'GET', url: `/api/${role}/reviews/${propertyId}`, headers: person.auth });
const detailOf = async (person: SignedInPerson, role: 'user' | 'owner', bookingId: string) =>
  (await getBooking(t.app, person, role, bookingId)).json().booking;

/** A confirmed, wallet-paid stay of one month starting `moveInDays` from now. */
const stay = async (propertyId: string, moveInDays: number, name = 'Asha Menon') => {
  const user = await createUser(t.app, t.mailer, { name });
  const { bookingId } = await bookByWallet(t.app, user, {
    propertyId,
    moveInDate: daysFromNow(t.clock, moveInDays),
    rentalPeriod: 1,
  });
  return { user, bookingId };
};

describe('POST /api/user/reviews', () => {
  it('waits for the stay to begin, then takes one review per booking', async () => {
    const { owner, property } = await home();
    const { user, bookingId } = await stay(property.id, 3);
    const early = await postReview(user, { bookingId, rating: 5, reviewText: TEXT });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once it has begun/);
    expect(await detailOf(user, 'user', bookingId)).toMatchObject({
      canReview: false,
      hasReview: false,
    });

    t.clock.advance(3 * DAY_MS);
    const guest = await signInAgain(t.app, 'user', user);
    expect(await detailOf(guest, 'user', bookingId)).toMatchObject({
      status: 'confirmed',
      canReview: true,
      hasReview: false,
    });
    const posted = await postReview(guest, { bookingId, rating: 4, reviewText: `  ${TEXT}  ` });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().review).toMatchObject({
      bookingId,
      propertyId: property.id,
      rating: 4,
      reviewText: TEXT,
      author: { id: user.id, name: 'Asha' },
      stayMoveInDate: daysFromNow(t.clock, 0),
    });
    expect(await detailOf(guest, 'user', bookingId)).toMatchObject({
      canReview: false,
      hasReview: true,
    });
    const host = await signInAgain(t.app, 'owner', owner);
    expect(await detailOf(host, 'owner', bookingId)).toMatchObject({
      canReview: false,
      hasReview: true,
    });

    const twice = await postReview(guest, { bookingId, rating: 1, reviewText: TEXT });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REVIEWED');
  });

  it('takes a review of a completed stay', async () => {
    const { property } = await home();
    const { user, bookingId } = await stay(property.id, 1);
    t.clock.set(new Date(`${stayEndDate(daysFromNow(t.clock, 1), 1)}T12:00:00`));
    await t.app.jobs.runRecurring();
    const guest = await signInAgain(t.app, 'user', user);
    expect(await detailOf(guest, 'user', bookingId)).toMatchObject({
      status: 'completed',
      canReview: true,
    });
    const posted = await postReview(guest, { bookingId, rating: 5, reviewText: TEXT });
    expect(posted.statusCode).toBe(201);
  });

  it('refuses bookings that are not a stay that happened: awaiting payment, cancelled', async () => {
    const { owner, property } = await home();
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 0),
      rentalPeriod: 1,
    });
    const pending = (await startCardOrder(t.app, user, cart.price.dueNow)).json();
    const onPending = await postReview(user, {
      bookingId: pending.bookingId,
      rating: 3,
      reviewText: TEXT,
    });
    expect(onPending.statusCode).toBe(409);

    const { user: guest, bookingId } = await stay(property.id, 40);
    await cancelBooking(t.app, owner, 'owner', bookingId);
    t.clock.advance(41 * DAY_MS);
    const later = await signInAgain(t.app, 'user', guest);
    expect((await postReview(later, { bookingId, rating: 3, reviewText: TEXT })).statusCode).toBe(
      409,
    );
  });

  it("answers 404 for someone else's booking or one that does not exist", async () => {
    const { property } = await home();
    const { bookingId } = await stay(property.id, 0);
    const stranger = await createUser(t.app, t.mailer);
    for (const id of [bookingId, randomUUID()]) {
      const response = await postReview(stranger, { bookingId: id, rating: 5, reviewText: TEXT });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a rating outside 1–5 and a text under 10 characters, naming the fields', async () => {
    const { property } = await home();
    const { user, bookingId } = await stay(property.id, 0);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ bookingId, rating: 0, reviewText: TEXT }, ['rating']],
      [{ bookingId, rating: 6, reviewText: TEXT }, ['rating']],
      [{ bookingId, rating: 4.5, reviewText: TEXT }, ['rating']],
      [{ bookingId, rating: 4, reviewText: 'Too short' }, ['reviewText']],
      [{ bookingId, rating: 4, reviewText: '   padded   ' }, ['reviewText']],
      [{ bookingId, rating: 4, reviewText: 'x'.repeat(1001) }, ['reviewText']],
      [{ bookingId, rating: 0, reviewText: 'short' }, ['rating', 'reviewText']],
      [{ bookingId: 'nope', rating: 4, reviewText: TEXT }, ['bookingId']],
      [{ rating: 4, reviewText: TEXT }, ['bookingId']],
    ];
    for (const [payload, fields] of cases) {
      const response = await postReview(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response).sort()).toEqual(fields);
    }
    expect(
      (await postReview(user, { bookingId, rating: 4, reviewText: TEXT, extra: 1 })).statusCode,
    ).toBe(400);
    expect((await myReviewOf(user, bookingId)).json().review).toBeNull();
  });

  it('refuses owners and admins (403) and the signed-out (401)', async () => {
    const { owner, property } = await home();
    const { bookingId } = await stay(property.id, 0);
    for (const person of [owner, admin]) {
      const response = await postReview(person, { bookingId, rating: 5, reviewText: TEXT });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_USER);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/reviews',
      payload: { bookingId, rating: 5, reviewText: TEXT },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a property's rating and reviews", () => {
  it('moves the average and count, and shows them with the distribution to every role', async () => {
    const { owner, property } = await home();
    const first = await stay(property.id, 0, 'Asha Menon');
    const second = await stay(property.id, 40, 'Ravi Kumar');
    const third = await stay(property.id, 80, 'Meera Nair');

    const before = await reviewsOf(first.user, 'user', property.id);
    expect(before.json()).toEqual({
      summary: { ratingAverage: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] },
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
    });

    expect(
      (await postReview(first.user, { bookingId: first.bookingId, rating: 4, reviewText: TEXT }))
        .statusCode,
    ).toBe(201);
    t.clock.advance(80 * DAY_MS);
    const secondUser = await signInAgain(t.app, 'user', second.user);
    const thirdUser = await signInAgain(t.app, 'user', third.user);
    expect(
      (await postReview(secondUser, { bookingId: second.bookingId, rating: 5, reviewText: TEXT }))
        .statusCode,
    ).toBe(201);
    t.clock.advance(1000);
    expect(
      (await postReview(thirdUser, { bookingId: third.bookingId, rating: 2, reviewText: TEXT }))
        .statusCode,
    ).toBe(201);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/user/property/${property.id}`,
      headers: thirdUser.auth,
    });
    // The property page shows the average to one decimal.
    expect(detail.json().property).toMatchObject({ ratingCount: 3, ratingAverage: 3.7 });

    const readers = [
      [thirdUser, 'user'],
      [await signInAgain(t.app, 'owner', owner), 'owner'],
      [await signInAgain(t.app, 'admin', admin), 'admin'],
    ] as const;
    for (const [person, role] of readers) {
      const response = await reviewsOf(person, role, property.id);
      expect(response.statusCode, role).toBe(200);
      const body = response.json();
      expect(body.summary).toMatchObject({ ratingCount: 3, distribution: [0, 1, 0, 1, 1] });
      expect(body.summary.ratingAverage).toBeCloseTo(11 / 3, 5);
      // Newest first, first names only.
      expect(body.data.map((review: { author: { name: string } }) => review.author.name)).toEqual([
        'Meera',
        'Ravi',
        'Asha',
      ]);
      expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    }
    const paged = await reviewsOf(thirdUser, 'user', property.id);
    expect(paged.json().data).toHaveLength(3);
    const small = await t.app.inject({
      method: 'GET',
      url: `/api/user/reviews/${property.id}?limit=2&page=2`,
      headers: thirdUser.auth,
    });
    expect(small.json().data.map((review: { rating: number }) => review.rating)).toEqual([4]);
    expect(small.json().pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('answers 404 to another owner, and for homes that do not exist', async () => {
    const { property } = await home();
    const { owner: otherOwner } = await home();
    const response = await reviewsOf(otherOwner, 'owner', property.id);
    expect(response.statusCode).toBe(404);
    const user = await createUser(t.app, t.mailer);
    expect((await reviewsOf(user, 'user', randomUUID())).statusCode).toBe(404);
    expect((await reviewsOf(admin, 'admin', randomUUID())).statusCode).toBe(404);
    expect((await reviewsOf(user, 'user', 'nope')).statusCode).toBe(400);
    expect((await reviewsOf(user, 'owner', property.id)).statusCode).toBe(403);
  });
});

describe('GET /api/user/booking/user-review/{bookingId}', () => {
  it('answers null before the review and the review after; 404 for others’ bookings', async () => {
    const { owner, property } = await home();
    const { user, bookingId } = await stay(property.id, 0);
    const none = await myReviewOf(user, bookingId);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ review: null });

    await postReview(user, { bookingId, rating: 3, reviewText: TEXT });
    const mine = await myReviewOf(user, bookingId);
    expect(mine.json().review).toMatchObject({ bookingId, rating: 3, reviewText: TEXT });

    const stranger = await createUser(t.app, t.mailer);
    expect((await myReviewOf(stranger, bookingId)).statusCode).toBe(404);
    expect((await myReviewOf(user, randomUUID())).statusCode).toBe(404);
    expect((await myReviewOf(user, 'nope')).statusCode).toBe(400);
    expect((await myReviewOf(owner, bookingId)).statusCode).toBe(403);
  });
});
