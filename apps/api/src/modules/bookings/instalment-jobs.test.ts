import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '@nestly/shared';
import { startOfCalendarDay } from '../../lib/clock';
import {
  expectLedgerBalanced,
  getWallet,
  signInAgain,
  topUpWallet,
} from '../../test/factories/bookings';
import {
  instalmentPostings,
  noticesOf,
  pendingBalance,
  MONTH,
  setUpMonthlyStays,
} from '../../test/factories/instalments';
import { INSTALMENT_RECURRING_JOBS } from './instalment-jobs';

// The months' jobs (decision 027) moved by the clock, as POST /api/test/clock does it (it sets the
// clock, then runs every recurring kind in registration order): reminders, autopay, overdue marks.

const { t, stayWithMonths, monthNow, setAutopay } = setUpMonthlyStays();

/** The clock at noon (business zone) of `day`, then every recurring job, as the test clock does. */
const liveOn = async (day: string) => {
  t.clock.set(new Date(startOfCalendarDay(day).getTime() + 12 * 3_600_000));
  return t.app.jobs.runRecurring();
};

describe('instalments.mark', () => {
  it('reminds 3 days before (pay now), marks overdue 5 days after with a notice to both, once each', async () => {
    const { owner, tenant, bookingId, month2 } = await stayWithMonths();

    await liveOn(addDaysToDate(month2.dueDate, -4));
    expect((await monthNow(bookingId, 2)).status).toBe('upcoming');
    expect(await noticesOf(t.db, tenant.id, 'instalment_reminder')).toHaveLength(0);

    await liveOn(addDaysToDate(month2.dueDate, -3));
    expect((await monthNow(bookingId, 2)).status).toBe('due');
    expect((await monthNow(bookingId, 2)).remindedAt).not.toBeNull();
    expect((await monthNow(bookingId, 3)).status).toBe('upcoming');
    await t.app.jobs.runRecurring();
    const reminders = await noticesOf(t.db, tenant.id, 'instalment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toMatch(/^Pay /);
    expect(await noticesOf(t.db, owner.id, 'instalment_reminder')).toHaveLength(0);

    await liveOn(addDaysToDate(month2.dueDate, 4));
    expect((await monthNow(bookingId, 2)).status).toBe('due');
    const ran = await liveOn(addDaysToDate(month2.dueDate, 5));
    expect(ran[INSTALMENT_RECURRING_JOBS.mark]).toBeGreaterThanOrEqual(1);
    expect((await monthNow(bookingId, 2)).status).toBe('overdue');
    await t.app.jobs.runRecurring();
    expect(await noticesOf(t.db, tenant.id, 'instalment_overdue')).toHaveLength(1);
    expect(await noticesOf(t.db, owner.id, 'instalment_overdue')).toHaveLength(1);
    // Overdue and reminder e-mails go out whatever the preferences (important).
    await t.app.jobs.drain();
    expect(
      t.mailer.sent.some((mail) => mail.to === tenant.email && /overdue/i.test(mail.subject)),
    ).toBe(true);
  });

  it('a month first seen past its overdue day is marked overdue without a late reminder', async () => {
    const { tenant, bookingId, month2 } = await stayWithMonths();
    await liveOn(addDaysToDate(month2.dueDate, 6));
    const month = await monthNow(bookingId, 2);
    expect(month.status).toBe('overdue');
    expect(month.remindedAt).toBeNull();
    expect(await noticesOf(t.db, tenant.id, 'instalment_reminder')).toHaveLength(0);
    expect(await noticesOf(t.db, tenant.id, 'instalment_overdue')).toHaveLength(1);
  });
});

describe('instalments.autopay', () => {
  it('takes a month on its due date; a short wallet gets one notice, and a top-up settles it', async () => {
    const { owner, tenant, bookingId, month2, month3 } = await stayWithMonths();
    expect((await setAutopay(tenant, bookingId, { enabled: true })).statusCode).toBe(200);
    await topUpWallet(t.app, tenant, MONTH + 20_000);

    await liveOn(addDaysToDate(month2.dueDate, -3));
    const [reminder] = await noticesOf(t.db, tenant.id, 'instalment_reminder');
    expect(reminder!.body).toMatch(/^Autopay will take/);
    await liveOn(addDaysToDate(month2.dueDate, -1));
    expect((await monthNow(bookingId, 2)).status).toBe('due');
    // Month 1's share was released a day after move-in; what is pending now is month 2's to come.
    const pendingBefore = await pendingBalance(t.db, owner.id);

    const ran = await liveOn(month2.dueDate);
    expect(ran[INSTALMENT_RECURRING_JOBS.autopay]).toBe(1);
    expect(await monthNow(bookingId, 2)).toMatchObject({ status: 'paid', method: 'wallet' });
    expect(await pendingBalance(t.db, owner.id)).toBe(pendingBefore + month2.ownerShare);
    expect(await noticesOf(t.db, tenant.id, 'instalment_paid')).toHaveLength(1);
    expect(await noticesOf(t.db, owner.id, 'instalment_paid')).toHaveLength(1);

    // Month 3: the wallet holds 20,000 paise, short of the month.
    await liveOn(month3.dueDate);
    await t.app.jobs.runRecurring();
    expect((await monthNow(bookingId, 3)).status).toBe('due');
    const failures = await noticesOf(t.db, tenant.id, 'autopay_failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.body).toMatch(/does not cover/);
    expect(await instalmentPostings(t.db, month3.id)).toBe(0);

    const again = await signInAgain(t.app, 'user', tenant);
    await topUpWallet(t.app, again, MONTH);
    const after = await liveOn(addDaysToDate(month3.dueDate, 1));
    expect(after[INSTALMENT_RECURRING_JOBS.autopay]).toBe(1);
    expect((await monthNow(bookingId, 3)).status).toBe('paid');
    expect(await noticesOf(t.db, tenant.id, 'autopay_failed')).toHaveLength(1);
    const later = await signInAgain(t.app, 'user', tenant);
    expect((await getWallet(t.app, later, 'user')).wallet.balance).toBe(20_000);
    await expectLedgerBalanced(t.db);
  });

  it('takes nothing without autopay, and nothing before the due date', async () => {
    const { tenant, bookingId, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH * 2);
    await liveOn(month2.dueDate);
    expect((await monthNow(bookingId, 2)).status).toBe('due');
    expect(await instalmentPostings(t.db, month2.id)).toBe(0);
    expect(await noticesOf(t.db, tenant.id, 'autopay_failed')).toHaveLength(0);
  });
});
