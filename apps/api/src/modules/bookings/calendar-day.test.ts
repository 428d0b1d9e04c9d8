import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToDate, stayEndDate } from '@nestly/shared';
import { calendarDay } from '../../lib/clock';
import { createUser } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  getBooking,
  saveBookingDates,
  setUpBookingWorld,
  signInAgain,
} from '../../test/factories/bookings';

// "Today" (a stay may start today; it completes on its end date) is the product's calendar day:
// midnight in the business time zone (Asia/Kolkata by default, BUSINESS_TIME_ZONE) turns it,
// whatever time zone the server runs in (lib/clock `calendarDay`). Node
// reads process.env.TZ again whenever it is assigned, so each case runs the same instants under
// zones on both sides of UTC, including ones where the local date is already another day.
const { t, home } = setUpBookingWorld();

const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const startingZone = process.env.TZ;

afterEach(() => {
  if (startingZone === undefined) delete process.env.TZ;
  else process.env.TZ = startingZone;
});

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
const shift = (day: string, days: number) => addDaysToDate(day, days);
/** An instant given as a wall-clock time in India (UTC+05:30, no daylight saving). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('calendarDay', () => {
  it("answers an instant's date in India in every server time zone", () => {
    // 20:00 UTC is 01:30 IST the next day; 18:20 UTC is 23:50 IST; 18:40 UTC on 31 December is
    // 00:10 IST on 1 January.
    const instants = ['2026-03-09T20:00:00Z', '2026-03-11T18:20:00Z', '2026-12-31T18:40:00Z'];
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(
        instants.map((instant) => calendarDay(new Date(instant))),
        zone,
      ).toEqual(['2026-03-10', '2026-03-11', '2027-01-01']);
    }
  });
});

describe("the server's today", () => {
  it('lets a stay start on the day in India and not the day before, at 23:50 and 00:10 IST', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    // Tomorrow (in India) at 00:10 IST = 18:40 UTC the day before, and 23:50 IST the day after
    // tomorrow = 18:20 UTC that same day: in UTC both are still "yesterday".
    const tomorrow = daysFromNow(t.clock, 1);
    const cases = [
      { instant: ist(tomorrow, '00:10'), today: tomorrow },
      { instant: ist(shift(tomorrow, 1), '23:50'), today: shift(tomorrow, 1) },
    ];
    expect(cases[0]!.instant.toISOString()).toBe(`${shift(tomorrow, -1)}T18:40:00.000Z`);
    expect(cases[1]!.instant.toISOString()).toBe(`${shift(tomorrow, 1)}T18:20:00.000Z`);
    for (const { instant, today } of cases) {
      t.clock.set(instant);
      expect(calendarDay(instant)).toBe(today);
      const person = await signInAgain(t.app, 'user', user);
      for (const zone of ZONES) {
        process.env.TZ = zone;
        const stay = { propertyId: property.id, rentalPeriod: 2 };
        const onToday = await saveBookingDates(t.app, person, { ...stay, moveInDate: today });
        expect(onToday.statusCode, `${zone} ${today}: ${onToday.body}`).toBe(200);
        const dayBefore = shift(today, -1);
        const early = await saveBookingDates(t.app, person, { ...stay, moveInDate: dayBefore });
        expect(early.statusCode, `${zone} ${dayBefore}`).toBe(400);
        expect(early.json().details).toEqual([
          { field: 'moveInDate', message: 'Choose today or a later date' },
        ]);
      }
    }
  });

  it('completes a stay once its end date has begun in India, not in UTC or the local zone', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const moveInDate = daysFromNow(t.clock, 1);
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate,
      rentalPeriod: 1,
    });
    const endDate = stayEndDate(moveInDate, 1);
    const statusAt = async (instant: string, zone: string) => {
      process.env.TZ = zone;
      t.clock.set(new Date(instant));
      await t.app.jobs.runRecurring();
      const person = await signInAgain(t.app, 'user', user);
      const response = await getBooking(t.app, person, 'user', bookingId);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().booking.status;
    };

    // 23:50 IST the day before the end date (18:20 UTC): still confirmed, whatever the server zone.
    expect(await statusAt(`${shift(endDate, -1)}T18:20:00Z`, 'UTC')).toBe('confirmed');
    // 00:10 IST on the end date (18:40 UTC the day before, still the morning in Los Angeles).
    expect(await statusAt(`${shift(endDate, -1)}T18:40:00Z`, 'America/Los_Angeles')).toBe(
      'completed',
    );
  });
});
