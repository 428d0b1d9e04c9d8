import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  instalmentSchedule,
  splitCommission,
} from '@nestly/shared';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  expectLedgerBalanced,
  getBooking,
  rowsOf,
  setUpBookingWorld,
  signInAgain,
  topUpWallet,
} from '../../test/factories/bookings';
import { createLedger } from '../ledger/ledger';

const world = setUpBookingWorld();
const { t, home } = world;

const RENT = 1_000_000;
const DEPOSIT = 100_000;

/** The test clock at midday of `date` (the calendar day the API reads). */
const setToday = (date: string) => t.clock.set(new Date(`${date}T12:00:00`));

const endEarly = (person: SignedInPerson, bookingId: string, reason: unknown = 'Moving cities') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/bookings/${bookingId}/end-early`,
    headers: person.auth,
    payload: { reason },
  });
const extend = (person: SignedInPerson, bookingId: string, months: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/bookings/${bookingId}/extend`,
    headers: person.auth,
    payload: { months },
  });

interface InstalmentFixtureRow {
  id: string;
  number: number;
  status: string;
  amount: string;
  earning_released_at: Date | null;
}
const instalmentsOf = (bookingId: string) =>
  rowsOf<InstalmentFixtureRow>(
    t.db,
    sql`select id, number, status, amount::text, earning_released_at from booking_instalments
        where booking_id = ${bookingId} order by number`,
  );
const pendingOf = async (ownerId: string) => {
  const [row] = await rowsOf<{ balance: string }>(
    t.db,
    sql`select balance::text from ledger_accounts where kind = 'owner_pending' and holder_id = ${ownerId}`,
  );
  return Number(row?.balance ?? 0);
};
const walletOf = async (holderId: string) => {
  const [row] = await rowsOf<{ balance: string }>(
    t.db,
    sql`select balance::text from ledger_accounts where kind = 'wallet' and holder_id = ${holderId}`,
  );
  return Number(row?.balance ?? 0);
};
const noticesOf = (recipientId: string, type: string) =>
  rowsOf<{ title: string }>(
    t.db,
    sql`select title from notifications where recipient_id = ${recipientId} and type = ${type}`,
  );

/**
 * The booking's schedule as the confirmation writes it (another helper's work): month 1 paid at
 * checkout, the rest upcoming; `paidAhead` months paid from the tenant's wallet through the ledger
 * (tenant −a · commission +c · owner pending +s), their earnings still pending.
 */
const writeSchedule = async (
  booking: { id: string; userId: string; ownerId: string; moveInDate: string; months: number },
  paidAhead: number[] = [],
) => {
  const schedule = instalmentSchedule({
    moveInDate: booking.moveInDate,
    months: booking.months,
    monthlyRent: RENT,
    addOnMonthlyPrices: [],
  });
  const ledger = createLedger();
  for (const month of schedule) {
    const newId = randomUUID();
    const { commission, ownerShare } = splitCommission(month.amount);
    const paid = month.number === 1 || paidAhead.includes(month.number);
    // The confirmation wrote the schedule: a month paid ahead is set paid on its row.
    const returned = await rowsOf<{ id: string }>(
      t.db,
      sql`
      insert into booking_instalments (id, booking_id, number, period_start, period_end, due_date,
        amount, commission, owner_share, status, paid_at, method, receipt_number,
        earning_available_at, earning_released_at, created_at, updated_at)
      values (${newId}, ${booking.id}, ${month.number}, ${month.periodStart}, ${month.periodEnd},
        ${month.dueDate}, ${month.amount}, ${commission}, ${ownerShare},
        ${paid ? 'paid' : 'upcoming'}, ${paid ? new Date().toISOString() : null}::timestamptz,
        ${paid ? 'wallet' : null}, ${paid ? `TEST-${newId}` : null},
        ${paid ? new Date().toISOString() : null}::timestamptz,
        ${month.number === 1 ? new Date().toISOString() : null}::timestamptz, now(), now())
      on conflict (booking_id, number) do update set status = excluded.status,
        paid_at = excluded.paid_at, method = excluded.method,
        receipt_number = excluded.receipt_number,
        earning_available_at = excluded.earning_available_at
        where excluded.number <> 1 and excluded.status = 'paid'
      returning id::text as id`,
    );
    const [row] =
      returned.length > 0
        ? returned
        : await rowsOf<{ id: string }>(
            t.db,
            sql`select id::text as id from booking_instalments
                where booking_id = ${booking.id} and number = ${month.number}`,
          );
    const id = row!.id;
    if (paid && month.number !== 1) {
      await t.db.transaction((tx) =>
        ledger.post(
          tx,
          {
            kind: 'instalment_payment',
            description: `Month ${month.number} (test)`,
            lines: [
              {
                target: { wallet: booking.userId },
                amount: -month.amount,
                entryKind: 'booking_payment',
              },
              {
                target: { platform: 'commission' },
                amount: commission,
                entryKind: 'booking_payment',
              },
              {
                target: { pending: booking.ownerId },
                amount: ownerShare,
                entryKind: 'booking_earning',
              },
            ],
          },
          { bookingId: booking.id, instalmentId: id, at: new Date() },
        ),
      );
    }
  }
};

/** A confirmed stay of `months` from `moveInDate`, with its schedule written. */
const aStay = async (
  property: { id: string },
  owner: SignedInPerson,
  months: number,
  moveInDate: string,
  paidAhead: number[] = [],
) => {
  const user = await createUser(t.app, t.mailer);
  const { bookingId } = await bookByWallet(t.app, user, {
    propertyId: property.id,
    moveInDate,
    rentalPeriod: months,
  });
  if (paidAhead.length > 0) await topUpWallet(t.app, user, RENT * paidAhead.length);
  await writeSchedule(
    { id: bookingId, userId: user.id, ownerId: owner.id, moveInDate, months },
    paidAhead,
  );
  return { user, bookingId };
};

const expectOwnerPendingConsistent = async () => {
  const bad = await rowsOf(
    t.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
        where a.kind = 'owner_pending' group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`,
  );
  expect(bad).toEqual([]);
};

describe('POST /api/user/bookings/{id}/end-early', () => {
  it('ends the stay at the end of the period containing today + 30 days, refunds months paid ahead, frees the dates', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const moveIn = daysFromNow(t.clock, 10);
    const stay = await aStay(property, owner, 6, moveIn, [5]);
    const { bookingId } = stay;
    let { user } = stay;
    const pendingBefore = await pendingOf(owner.id);
    // Month 1 (paid at checkout) and month 5 (paid ahead): both still pending.
    expect(pendingBefore).toBe(2 * splitCommission(RENT).ownerShare);
    const walletBefore = await walletOf(user.id);

    setToday(addDaysToDate(moveIn, 5));
    user = await signInAgain(t.app, 'user', user);
    const before = (await getBooking(t.app, user, 'user', bookingId)).json().booking;
    expect(before).toMatchObject({ autopay: false, maxMonths: 12 });
    expect(before.endEarly).toMatchObject({
      allowed: true,
      newEndDate: addMonthsToDate(moveIn, 2),
      newRentalPeriod: 2,
      cancelledNumbers: [3, 4, 5, 6],
      noLongerCharged: 3 * RENT,
      refunded: RENT,
    });

    const ended = await endEarly(user, bookingId);
    expect(ended.statusCode, ended.body).toBe(200);
    const booking = ended.json().booking;
    expect(booking).toMatchObject({
      status: 'confirmed',
      endDate: addMonthsToDate(moveIn, 2),
      rentalPeriod: 2,
      total: 2 * RENT + DEPOSIT,
      commission: 2 * splitCommission(RENT).commission,
      endEarly: { allowed: false, reason: 'This stay is already ending early' },
    });
    expect(booking.timeline.at(-1).reason).toContain('Ending early');

    const rows = await instalmentsOf(bookingId);
    expect(rows.map((row) => row.status)).toEqual([
      'paid',
      'upcoming',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(rows[4]!.earning_released_at).not.toBeNull();
    expect(rows[3]!.earning_released_at).toBeNull();
    expect(await walletOf(user.id)).toBe(walletBefore + RENT);
    expect(await pendingOf(owner.id)).toBe(pendingBefore - splitCommission(RENT).ownerShare);
    const [refund] = await rowsOf<{ kind: string; instalment_id: string }>(
      t.db,
      sql`select kind, instalment_id from ledger_transactions
          where booking_id = ${bookingId} and kind = 'instalment_refund'`,
    );
    expect(refund).toMatchObject({ instalment_id: rows[4]!.id });
    expect(await noticesOf(user.id, 'stay_ending_early')).toHaveLength(1);
    expect(await noticesOf(owner.id, 'stay_ending_early')).toHaveLength(1);

    // Twice: refused with the plan's reason, nothing moves.
    const again = await endEarly(user, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already ending early');
    // Extending after notice was given is refused.
    expect((await extend(user, bookingId, 1)).statusCode).toBe(409);

    // The dates after the new end are free for someone else.
    const next = await createUser(t.app, t.mailer);
    const nextBooking = await bookByWallet(t.app, next, {
      propertyId: property.id,
      moveInDate: addMonthsToDate(moveIn, 2),
      rentalPeriod: 1,
    });
    expect(nextBooking.bookingId).toBeTruthy();
    await expectLedgerBalanced(t.db);
    await expectOwnerPendingConsistent();
  });

  it('is refused before move-in, after the end, when the end would not move, and for someone else', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const moveIn = daysFromNow(t.clock, 10);
    const { user, bookingId } = await aStay(property, owner, 6, moveIn);

    const early = await endEarly(user, bookingId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('cancel');

    const stranger = await createUser(t.app, t.mailer);
    expect((await endEarly(stranger, bookingId)).statusCode).toBe(404);
    expect((await extend(stranger, bookingId, 1)).statusCode).toBe(404);
    expect((await endEarly(user, randomUUID())).statusCode).toBe(404);
    expect((await endEarly(user, bookingId, '')).statusCode).toBe(400);

    // A 1-month stay already ends within the notice.
    const short = await aStay(property, owner, 1, addMonthsToDate(moveIn, 7));
    setToday(addMonthsToDate(moveIn, 7));
    const shortUser = await signInAgain(t.app, 'user', short.user);
    const wouldNotMove = await endEarly(shortUser, short.bookingId);
    expect(wouldNotMove.statusCode).toBe(409);
    expect(wouldNotMove.json().message).toContain("30 days' notice");

    // After the end (the completion job has not run yet): refused.
    setToday(addMonthsToDate(moveIn, 6));
    const lateUser = await signInAgain(t.app, 'user', user);
    const late = await endEarly(lateUser, bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('already ended');
    expect((await instalmentsOf(bookingId)).every((row) => row.status !== 'cancelled')).toBe(true);
  });
});

describe('POST /api/user/bookings/{id}/extend', () => {
  it("adds months as instalments within the home's maximum, holding the dates", async () => {
    const { owner, property } = await home({
      rent: String(RENT),
      deposit: String(DEPOSIT),
      maxMonths: '6',
    });
    const moveIn = daysFromNow(t.clock, 10);
    const { user, bookingId } = await aStay(property, owner, 3, moveIn);

    const tooMany = await extend(user, bookingId, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual([
      { field: 'months', message: 'This home takes stays of at most 6 months: add at most 3' },
    ]);
    expect((await extend(user, bookingId, 0)).statusCode).toBe(400);

    const extended = await extend(user, bookingId, 2);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().booking).toMatchObject({
      endDate: addMonthsToDate(moveIn, 5),
      rentalPeriod: 5,
      total: 5 * RENT + DEPOSIT,
      maxMonths: 6,
    });
    const rows = await instalmentsOf(bookingId);
    expect(rows.map((row) => [row.number, row.status, Number(row.amount)])).toEqual([
      [1, 'paid', RENT],
      [2, 'upcoming', RENT],
      [3, 'upcoming', RENT],
      [4, 'upcoming', RENT],
      [5, 'upcoming', RENT],
    ]);
    expect(await noticesOf(user.id, 'stay_extended')).toHaveLength(1);
    expect(await noticesOf(owner.id, 'stay_extended')).toHaveLength(1);

    // The added months are held: someone else cannot book them.
    const other = await createUser(t.app, t.mailer);
    await expect(
      bookByWallet(t.app, other, {
        propertyId: property.id,
        moveInDate: addMonthsToDate(moveIn, 4),
        rentalPeriod: 1,
      }),
    ).rejects.toThrow();

    // At the maximum now: one more month is past it.
    expect((await extend(user, bookingId, 2)).statusCode).toBe(400);
  });

  it('into taken dates is a 409 and writes nothing', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const moveIn = daysFromNow(t.clock, 10);
    const { user, bookingId } = await aStay(property, owner, 2, moveIn);
    const after = await createUser(t.app, t.mailer);
    await bookByWallet(t.app, after, {
      propertyId: property.id,
      moveInDate: addMonthsToDate(moveIn, 3),
      rentalPeriod: 1,
    });
    const before = (await getBooking(t.app, user, 'user', bookingId)).json().booking;

    const taken = await extend(user, bookingId, 2);
    expect(taken.statusCode, taken.body).toBe(409);
    const now = (await getBooking(t.app, user, 'user', bookingId)).json().booking;
    expect(now).toMatchObject({
      endDate: before.endDate,
      rentalPeriod: 2,
      total: before.total,
      timeline: before.timeline,
    });
    expect(await instalmentsOf(bookingId)).toHaveLength(2);
    expect(await noticesOf(owner.id, 'stay_extended')).toHaveLength(0);
    const [range] = await rowsOf<{ upper: string }>(
      t.db,
      sql`select upper(during)::text as upper from property_reservations
          where booking_id = ${bookingId} and is_active`,
    );
    expect(range!.upper).toBe(before.endDate);

    // One month fits before the next stay.
    const oneMonth = await extend(user, bookingId, 1);
    expect(oneMonth.statusCode, oneMonth.body).toBe(200);
    expect(oneMonth.json().booking.endDate).toBe(addMonthsToDate(moveIn, 3));

    // After the stay has ended: refused.
    setToday(addMonthsToDate(moveIn, 3));
    const late = await extend(await signInAgain(t.app, 'user', user), bookingId, 1);
    expect(late.statusCode).toBe(409);
    await expectLedgerBalanced(t.db);
  });
});

// A real race on PostgreSQL (two pooled connections); on PGlite the same calls, one after the other.
describe('ending early twice at once', () => {
  it('two calls at once end the stay once and refund once', async () => {
    const { owner, property } = await home({ rent: String(RENT), deposit: String(DEPOSIT) });
    const moveIn = daysFromNow(t.clock, 10);
    const stay = await aStay(property, owner, 6, moveIn, [4, 5]);
    const { bookingId } = stay;
    let { user } = stay;
    const walletBefore = await walletOf(user.id);
    setToday(addDaysToDate(moveIn, 5));
    user = await signInAgain(t.app, 'user', user);
    const answers = await Promise.all([endEarly(user, bookingId), endEarly(user, bookingId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(user.id)).toBe(walletBefore + 2 * RENT);
    const refunds = await rowsOf(
      t.db,
      sql`select id from ledger_transactions where booking_id = ${bookingId} and kind = 'instalment_refund'`,
    );
    expect(refunds).toHaveLength(2);
    await expectLedgerBalanced(t.db);
    await expectOwnerPendingConsistent();
  });
});
