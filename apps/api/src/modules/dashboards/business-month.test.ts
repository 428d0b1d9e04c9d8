import { describe, expect, it } from 'vitest';
import { addMonths, format } from 'date-fns';
import { createUser } from '../../test/factories/accounts';
import { bookByWallet, setUpBookingWorld, signInAgain } from '../../test/factories/bookings';

// Month boundaries on dashboards turn at midnight IST (BUSINESS_TIME_ZONE): a booking paid at
// 00:10 IST on the 1st (18:40 UTC on the last day of the month before) counts in the new month;
// one paid at 23:50 IST on the last day (18:20 UTC) in the old one.
const { t, admin, home } = setUpBookingWorld();

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('dashboard months in India', () => {
  it('counts a booking paid at 00:10 IST on the 1st in the new month, at move-in "today"', async () => {
    const { property } = await home();
    const { property: other } = await home();
    const user = await createUser(t.app, t.mailer);
    // The 1st of a month three months ahead, and the day before it.
    const first = format(addMonths(new Date(), 3), 'yyyy-MM-01');
    const lastOfBefore = format(
      new Date(Date.parse(`${first}T12:00:00Z`) - 86_400_000),
      'yyyy-MM-dd',
    );

    t.clock.set(ist(lastOfBefore, '23:50'));
    expect(t.clock.now().toISOString()).toBe(`${lastOfBefore}T18:20:00.000Z`);
    const late = await bookByWallet(t.app, await signInAgain(t.app, 'user', user), {
      propertyId: property.id,
      moveInDate: lastOfBefore,
      rentalPeriod: 1,
    });

    t.clock.set(ist(first, '00:10'));
    // In UTC it is still the last day of the month before.
    expect(t.clock.now().toISOString()).toBe(`${lastOfBefore}T18:40:00.000Z`);
    const early = await bookByWallet(t.app, await signInAgain(t.app, 'user', user), {
      propertyId: other.id,
      // "Today" in India: the 1st.
      moveInDate: first,
      rentalPeriod: 1,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?range=12m',
      headers: (await signInAgain(t.app, 'admin', admin)).auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.today).toBe(first);
    const series = data.bookings.series as {
      period: string;
      bookings: number;
      grossValue: number;
    }[];
    expect(series.at(-1)).toMatchObject({ period: first, bookings: 1 });
    expect(series.at(-2)).toMatchObject({ bookings: 1 });
    expect(series.at(-1)!.grossValue).toBe(data.money.grossBookingValue.thisMonth);
    expect(data.money.grossBookingValue.thisMonth).toBeGreaterThan(0);
    expect(late.bookingId).not.toBe(early.bookingId);
  });

  it('accepts a move-in of "today" at 00:10 IST on the 1st', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    // Next month's 1st: before the months the other test looks at, whichever runs first (a
    // booking made at a later clock would count in that test's "this month").
    const first = format(addMonths(new Date(), 1), 'yyyy-MM-01');
    t.clock.set(ist(first, '00:10'));
    const booked = await bookByWallet(t.app, await signInAgain(t.app, 'user', user), {
      propertyId: property.id,
      moveInDate: first,
      rentalPeriod: 1,
    });
    expect(booked.bookingId).toBeTruthy();
  });
});
