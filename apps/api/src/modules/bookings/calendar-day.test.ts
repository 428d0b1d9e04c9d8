import { afterEach, describe, expect, it } from 'vitest';
import { stayEndDate } from '@nestly/shared';
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
// midnight UTC turns it, whatever time zone the server runs in (lib/clock `calendarDay`). Node
// reads process.env.TZ again whenever it is assigned, so each case runs the same instants under
// zones on both sides of UTC, including ones where the local date is already another day.
const { t, home } = setUpBookingWorld();

const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const HOUR_MS = 3_600_000;
const startingZone = process.env.TZ;

afterEach(() => {
  if (startingZone === undefined) delete process.env.TZ;
  else process.env.TZ = startingZone;
});

/** `day` (YYYY-MM-DD) moved by `days`, counted in UTC. */
const shift = (day: string, days: number) =>
  calendarDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR_MS));

describe('calendarDay', () => {
  it('answers the UTC date of an instant in every server time zone', () => {
    const instants = ['2026-03-10T20:00:00Z', '2026-03-11T02:00:00Z', '2026-12-31T23:59:59Z'];
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(
        instants.map((instant) => calendarDay(new Date(instant))),
        zone,
      ).toEqual(['2026-03-10', '2026-03-11', '2026-12-31']);
    }
  });
});

describe("the server's today", () => {
  it('lets a stay start on the UTC day and not the day before, in every time zone', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    // The next midnight UTC, and half an hour either side of it.
    const midnight = Date.parse(`${daysFromNow(t.clock, 1)}T00:00:00Z`);
    for (const instant of [midnight - HOUR_MS / 2, midnight + HOUR_MS / 2]) {
      t.clock.set(new Date(instant));
      const today = calendarDay(new Date(instant));
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

  it('completes a stay once its end date has begun in UTC, not in the local zone', async () => {
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
      await t.app.bookingJobs.runOnce();
      const person = await signInAgain(t.app, 'user', user);
      const response = await getBooking(t.app, person, 'user', bookingId);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().booking.status;
    };

    // In Kolkata it is already the end date at 05:00; in UTC it is still the day before.
    expect(await statusAt(`${shift(endDate, -1)}T23:30:00Z`, 'Asia/Kolkata')).toBe('confirmed');
    // In Los Angeles it is still the day before at 17:30; in UTC the end date has begun.
    expect(await statusAt(`${endDate}T00:30:00Z`, 'America/Los_Angeles')).toBe('completed');
  });
});
