import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { instalmentSchedule, splitCommission } from '@nestly/shared';
import type { Db } from '../../db/client';
import { createUser, type SignedInPerson } from './accounts';
import {
  bookByWallet,
  daysFromNow,
  getWallet,
  setUpBookingWorld,
  type BookingWorld,
} from './bookings';
import { rowsOf } from './ledger';

// Long stays (decision 027): a booking's months as stored, and the world of the tests of paying
// them. `writeTestSchedule` writes months 2..n where a test made its booking without the
// confirmation's schedule; ON CONFLICT leaves a schedule the confirmation wrote as it is.

export interface TestInstalment {
  id: string;
  number: number;
  dueDate: string;
  periodStart: string;
  amount: number;
  commission: number;
  ownerShare: number;
  status: string;
  paidAt: Date | null;
  method: string | null;
  receiptNumber: string | null;
  paymentOrderId: string | null;
  remindedAt: Date | null;
  overdueNotifiedAt: Date | null;
  autopayFailedNotifiedAt: Date | null;
}

/** The booking's months, by number, as stored. */
export const listTestInstalments = (db: Db, bookingId: string) =>
  rowsOf<TestInstalment>(
    db,
    sql`select id::text as id, number, due_date::text as "dueDate",
          period_start::text as "periodStart", amount::int as amount,
          commission::int as commission, owner_share::int as "ownerShare", status,
          paid_at as "paidAt", method, receipt_number as "receiptNumber",
          payment_order_id::text as "paymentOrderId", reminded_at as "remindedAt",
          overdue_notified_at as "overdueNotifiedAt",
          autopay_failed_notified_at as "autopayFailedNotifiedAt"
        from booking_instalments where booking_id = ${bookingId} order by number`,
  );

/**
 * Months 2..n of a confirmed booking (unpaid, `upcoming`), as stored: the booking's confirmation
 * writes them; a row it did not write is written here (ON CONFLICT keeps its own).
 */
export const writeTestSchedule = async (db: Db, bookingId: string) => {
  const [booking] = await rowsOf<{
    moveInDate: string;
    rentalPeriod: number;
    rentTotal: string;
    addOnsTotal: string;
  }>(
    db,
    sql`select move_in_date::text as "moveInDate", rental_period as "rentalPeriod",
          rent_total::text as "rentTotal", add_ons_total::text as "addOnsTotal"
        from bookings where id = ${bookingId}`,
  );
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const monthly = (Number(booking.rentTotal) + Number(booking.addOnsTotal)) / booking.rentalPeriod;
  const months = instalmentSchedule({
    moveInDate: booking.moveInDate,
    months: booking.rentalPeriod,
    fromNumber: 2,
    monthlyRent: monthly,
    addOnMonthlyPrices: [],
  });
  for (const month of months) {
    const { commission, ownerShare } = splitCommission(month.amount);
    await db.execute(sql`
      insert into booking_instalments (booking_id, number, period_start, period_end, due_date,
        amount, commission, owner_share, status, created_at, updated_at)
      values (${bookingId}, ${month.number}, ${month.periodStart}, ${month.periodEnd},
        ${month.dueDate}, ${month.amount}, ${commission}, ${ownerShare}, 'upcoming', now(), now())
      on conflict (booking_id, number) do nothing`);
  }
  return (await listTestInstalments(db, bookingId)).filter((month) => month.number >= 2);
};

/** A person's pending money (an owner's `owner_pending` account), paise. */
export const pendingBalance = async (db: Db, holderId: string) => {
  const [row] = await rowsOf<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts
        where kind = 'owner_pending' and holder_id = ${holderId}`,
  );
  return Number(row?.balance ?? 0);
};

/** How many `instalment_payment` ledger transactions an instalment has (never more than one). */
export const instalmentPostings = async (db: Db, instalmentId: string) => {
  const [row] = await rowsOf<{ count: string }>(
    db,
    sql`select count(*)::text as count from ledger_transactions
        where kind = 'instalment_payment' and instalment_id = ${instalmentId}`,
  );
  return Number(row!.count);
};

/** The notices of one type a person has (newest first). */
export const noticesOf = (db: Db, recipientId: string, type: string) =>
  rowsOf<{ title: string; body: string; bookingId: string | null }>(
    db,
    sql`select title, body, booking_id::text as "bookingId" from notifications
        where recipient_id = ${recipientId} and type = ${type} order by created_at desc`,
  );

export interface InstalmentFixture {
  bookingId: string;
  number: number;
  periodStart: string;
  periodEnd: string;
  amount: number;
  /** Paid (with the receipt fields below) unless `upcoming`; `cancelled` keeps them (ended early). */
  status?: 'paid' | 'upcoming' | 'cancelled';
  paidAt?: Date;
  method?: 'card' | 'wallet';
  receiptNumber?: string;
}

/**
 * An instalment row of a booking made through the ordinary flows, in the state a test needs,
 * whatever schedule the booking already has: the row is inserted if missing, then set.
 */
export const putInstalment = async (db: Db, fixture: InstalmentFixture) => {
  const { commission, ownerShare } = splitCommission(fixture.amount);
  const status = fixture.status ?? 'paid';
  const paid = status !== 'upcoming';
  await db.execute(sql`
    insert into booking_instalments (booking_id, number, period_start, period_end, due_date,
      amount, commission, owner_share, status, created_at, updated_at)
    values (${fixture.bookingId}, ${fixture.number}, ${fixture.periodStart}, ${fixture.periodEnd},
      ${fixture.periodStart}, ${fixture.amount}, ${commission}, ${ownerShare}, 'upcoming', now(), now())
    on conflict (booking_id, number) do nothing`);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`update booking_instalments set
          period_start = ${fixture.periodStart}, period_end = ${fixture.periodEnd},
          due_date = ${fixture.periodStart}, amount = ${fixture.amount},
          commission = ${commission}, owner_share = ${ownerShare}, status = ${status},
          paid_at = ${paid ? (fixture.paidAt ?? new Date()).toISOString() : null},
          method = ${paid ? (fixture.method ?? 'wallet') : null},
          receipt_number = ${paid ? (fixture.receiptNumber ?? null) : null},
          updated_at = now()
        where booking_id = ${fixture.bookingId} and number = ${fixture.number}
        returning id`,
  );
  if (!row) throw new Error('instalment fixture: no row');
  return row.id;
};

/** The monthly rent of the instalment tests' homes (paise), with no deposit and up to 12 months. */
export const MONTH = 1_000_000;

export interface MonthlyStayWorld extends BookingWorld {
  /** A tenant with a confirmed 3-month stay paid from the wallet, months 2 and 3 unpaid. */
  stayWithMonths: () => Promise<{
    owner: SignedInPerson;
    tenant: SignedInPerson;
    bookingId: string;
    month2: TestInstalment;
    month3: TestInstalment;
  }>;
  /** Month `number` of the booking as stored now. */
  monthNow: (bookingId: string, number: number) => Promise<TestInstalment>;
  /** PATCH /api/user/bookings/{id}/autopay as `person`, with any body. */
  setAutopay: (
    person: SignedInPerson,
    bookingId: string,
    body: unknown,
  ) => Promise<LightMyRequestResponse>;
}

/** The world of the months' tests (paying them, their jobs): one app, homes at `MONTH` a month. */
export const setUpMonthlyStays = (): MonthlyStayWorld => {
  const world = setUpBookingWorld({
    homeFields: { rent: String(MONTH), deposit: '0', minMonths: '1', maxMonths: '12' },
  });
  const { t, home } = world;
  return {
    ...world,
    stayWithMonths: async () => {
      const { owner, property } = await home();
      const tenant = await createUser(t.app, t.mailer);
      const { bookingId } = await bookByWallet(t.app, tenant, {
        propertyId: property.id,
        moveInDate: daysFromNow(t.clock, 5),
        rentalPeriod: 3,
      });
      // The confirmation wrote the schedule; month 1 was paid with the deposit.
      const months = (await listTestInstalments(t.db, bookingId)).filter(
        (month) => month.number >= 2,
      );
      const [month2, month3] = months;
      if (months.length !== 2 || month2?.status !== 'upcoming' || month3?.status !== 'upcoming') {
        throw new Error(
          `a new 3-month stay has months 2 and 3 upcoming: ${JSON.stringify(months)}`,
        );
      }
      const { balance } = (await getWallet(t.app, tenant, 'user')).wallet;
      if (balance !== 0) throw new Error(`the tenant's wallet should be empty, not ${balance}`);
      return { owner, tenant, bookingId, month2, month3 };
    },
    monthNow: async (bookingId, number) => {
      const month = (await listTestInstalments(t.db, bookingId)).find(
        (candidate) => candidate.number === number,
      );
      if (!month) throw new Error(`booking ${bookingId} has no month ${number}`);
      return month;
    },
    setAutopay: (person, bookingId, body) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user/bookings/${bookingId}/autopay`,
        headers: person.auth,
        payload: body as Record<string, unknown>,
      }),
  };
};
