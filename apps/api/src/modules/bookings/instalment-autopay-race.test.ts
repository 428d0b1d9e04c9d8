import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@nestly/shared';
import { startOfCalendarDay } from '../../lib/clock';
import { createUser, loginAdmin, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  createBookableHome,
  daysFromNow,
  expectLedgerBalanced,
  getWallet,
  signInAgain,
  topUpWallet,
} from '../../test/factories/bookings';
import {
  instalmentPostings,
  listTestInstalments,
  writeTestSchedule,
} from '../../test/factories/instalments';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { INSTALMENT_RECURRING_JOBS } from './instalment-jobs';

// Autopay on two API processes sharing one database (decision 027): both run the job at the same
// moment and no month is taken twice (on PostgreSQL a real race between two connection pools; on
// PGlite the same calls, one after the other).

const MONTH = 1_000_000;
let first: TestApp;
let second: TestApp;
let admin: SignedInPerson;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildTestApp({}, { sharedDatabase: first.database });
  admin = await loginAdmin(first.app);
  // Two apps and their start-up on a busy machine (several suites share its cores).
}, 180_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('autopay on two processes at once', () => {
  it('takes every due month exactly once', { timeout: 180_000 }, async () => {
    const stays: { tenant: SignedInPerson; bookingId: string; ids: string[] }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { property } = await createBookableHome(first.app, first.mailer, admin, {
        rent: String(MONTH),
        deposit: '0',
      });
      const tenant = await createUser(first.app, first.mailer);
      const { bookingId } = await bookByWallet(first.app, tenant, {
        propertyId: property.id,
        moveInDate: daysFromNow(first.clock, 5),
        rentalPeriod: 3,
      });
      const months = await writeTestSchedule(first.db, bookingId);
      const autopay = await first.app.inject({
        method: 'PATCH',
        url: `/api/user/bookings/${bookingId}/autopay`,
        headers: tenant.auth,
        payload: { enabled: true },
      });
      expect(autopay.statusCode).toBe(200);
      // Enough for three months: taking one twice would show in the balance.
      await topUpWallet(first.app, tenant, MONTH * 3);
      stays.push({ tenant, bookingId, ids: months.map((month) => month.id) });
    }
    const month3 = (await listTestInstalments(first.db, stays[0]!.bookingId)).find(
      (month) => month.number === 3,
    );
    const at = new Date(
      startOfCalendarDay(addDaysToDate(month3!.dueDate, 1)).getTime() + 12 * 3_600_000,
    );
    first.clock.set(at);
    second.clock.set(at);

    const runs = await Promise.all([first.app.jobs.runRecurring(), second.app.jobs.runRecurring()]);
    const taken = runs.reduce((sum, ran) => sum + (ran[INSTALMENT_RECURRING_JOBS.autopay] ?? 0), 0);
    expect(taken).toBe(8);
    // Again on both: nothing left to take.
    const again = await Promise.all([
      first.app.jobs.runRecurring(),
      second.app.jobs.runRecurring(),
    ]);
    expect(again.map((ran) => ran[INSTALMENT_RECURRING_JOBS.autopay])).toEqual([0, 0]);

    for (const stay of stays) {
      for (const id of stay.ids) expect(await instalmentPostings(first.db, id)).toBe(1);
      const months = await listTestInstalments(first.db, stay.bookingId);
      expect(months.map((month) => month.status)).toEqual(['paid', 'paid', 'paid']);
      const tenant = await signInAgain(first.app, 'user', stay.tenant);
      expect((await getWallet(first.app, tenant, 'user')).wallet.balance).toBe(MONTH);
    }
    await expectLedgerBalanced(first.db);
  });
});
