import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, addDaysToDate } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { createOwner, login, type SignedInPerson } from '../../test/factories/accounts';
import { buyPlan } from '../../test/factories/listings';
import { calendarDay } from '../../lib/clock';

// Plan days are counted in the business time zone (Asia/Kolkata) and a higher plan can start at
// once, the unused days of the running plan credited (issue 29 item 13; PRODUCT.md, plans).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.set(new Date());
});

const DAY_MS = 86_400_000;
const [BASIC, STANDARD] = PLANS;
/** A wall-clock time in India (UTC+05:30). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

const again = (person: SignedInPerson) => login(t.app, 'owner', person.email, person.password);
const status = async (person: SignedInPerson) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/owner/subscription', headers: person.auth })
  ).json();
const dashboardPlan = async (person: SignedInPerson) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/owner/dashboard',
    headers: person.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.plan;
};
const subscribe = (person: SignedInPerson, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/owner/subscription', headers: person.auth, payload });
const payAndVerify = async (person: SignedInPerson, orderId: string) => {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${orderId}/pay`,
    headers: person.auth,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/owner/verify-subscription',
    headers: person.auth,
    payload: { paymentData: paid.json() },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json();
};

/** A day a week from the real today, in India: the clock only moves forward from it. */
const someDay = () => addDaysToDate(calendarDay(new Date()), 7);

describe('plan days in India', () => {
  it('counts the days left of a plan bought at 00:10 IST alike on every page', async () => {
    const day = someDay();
    const owner = await createOwner(t.app, t.mailer);
    // 00:10 IST is 18:40 UTC the day before.
    t.clock.set(ist(day, '00:10'));
    const { subscription } = await buyPlan(t.app, await again(owner), 'Basic');
    expect(subscription.startsAt).toBe(ist(day, '00:10').toISOString());
    expect(subscription.endsAt).toBe(ist(addDaysToDate(day, 30), '00:10').toISOString());

    const read = async (instant: Date) => {
      t.clock.set(instant);
      const person = await again(owner);
      const plan = await status(person);
      return { page: plan.current, dashboard: await dashboardPlan(person) };
    };
    expect((await read(ist(day, '00:10'))).dashboard.daysLeft).toBe(30);
    // 23:50 IST the same day (18:20 UTC): still 30.
    expect((await read(ist(day, '23:50'))).dashboard.daysLeft).toBe(30);
    // 00:10 IST the next day (18:40 UTC, the same UTC day as the purchase): 29.
    expect((await read(ist(addDaysToDate(day, 1), '00:10'))).dashboard.daysLeft).toBe(29);
    // The last day, before 00:10 IST: it ends today (0 left) and still runs.
    const last = await read(ist(addDaysToDate(day, 30), '00:05'));
    expect(last.dashboard.daysLeft).toBe(0);
    expect(last.page.isActive).toBe(true);
    expect((await read(ist(addDaysToDate(day, 30), '00:11'))).page.isActive).toBe(false);
  });

  it('turns a plan bought at 23:50 IST to 29 days left at 00:10 IST', async () => {
    const day = someDay();
    const owner = await createOwner(t.app, t.mailer);
    t.clock.set(ist(day, '23:50'));
    const { subscription } = await buyPlan(t.app, await again(owner), 'Basic');
    expect((Date.parse(subscription.endsAt) - Date.parse(subscription.startsAt)) / DAY_MS).toBe(30);
    expect((await dashboardPlan(await again(owner))).daysLeft).toBe(30);
    // Twenty minutes later it is the next day in India (in UTC still the same one).
    t.clock.set(ist(addDaysToDate(day, 1), '00:10'));
    expect((await dashboardPlan(await again(owner))).daysLeft).toBe(29);
  });
});

describe('an immediate upgrade', () => {
  it('starts the higher plan today and credits the unused days of the running one', async () => {
    const day = someDay();
    const owner = await createOwner(t.app, t.mailer);
    t.clock.set(ist(day, '09:00'));
    const basic = await buyPlan(t.app, await again(owner), 'Basic');

    // Ten days later, at 00:10 IST: Basic (paid at 09:00 IST) ends on day + 30, 20 days away.
    const upgradeDay = addDaysToDate(day, 10);
    t.clock.set(ist(upgradeDay, '00:10'));
    const person = await again(owner);
    const offer = await subscribe(person, { planName: 'Standard', upgrade: true });
    expect(offer.statusCode, offer.body).toBe(200);
    const credit = Math.floor((BASIC.price * 20) / 30);
    expect(offer.json().upgrade).toEqual({
      fromPlan: 'Basic',
      creditedDays: 20,
      credit,
      amount: STANDARD.price - credit,
    });
    expect(offer.json().order.amount).toBe(STANDARD.price - credit);
    expect(offer.json().message).toMatch(/upgrade to Standard today/);

    const verified = await payAndVerify(person, offer.json().order.orderId);
    expect(verified.subscription).toMatchObject({
      planName: 'Standard',
      allowedProperties: STANDARD.allowedProperties,
      isActive: true,
      startsAt: ist(upgradeDay, '00:10').toISOString(),
      endsAt: ist(addDaysToDate(upgradeDay, 30), '00:10').toISOString(),
    });
    const now = await status(person);
    expect(now.current).toMatchObject({ planName: 'Standard', allowedProperties: 10 });
    expect(now.paidUntil).toBe(verified.subscription.endsAt);
    expect((await dashboardPlan(person)).daysLeft).toBe(30);
    // Basic ended when Standard started: it no longer runs at any later moment.
    expect(Date.parse(now.paidUntil)).toBeGreaterThan(Date.parse(basic.subscription.endsAt));
  });

  it('refuses without a running plan, to a plan no larger, or with a plan queued', async () => {
    const fresh = await createOwner(t.app, t.mailer);
    const none = await subscribe(fresh, { planName: 'Standard', upgrade: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { field: 'upgrade', message: 'You have no running plan to upgrade: buy a plan instead' },
    ]);

    const standard = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, standard, 'Standard');
    for (const planName of ['Basic', 'Standard']) {
      const lower = await subscribe(standard, { planName, upgrade: true });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().details).toEqual([
        { field: 'planName', message: 'Upgrade to a plan that allows more than 10 properties' },
      ]);
    }
    await buyPlan(t.app, standard, 'Basic');
    const queued = await subscribe(standard, { planName: 'Premium', upgrade: true });
    expect(queued.statusCode).toBe(400);
    expect(queued.json().details[0].field).toBe('upgrade');

    const bad = await subscribe(standard, { planName: 'Premium', upgrade: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('upgrade');
  });

  it('queues the paid plan as a purchase when the plan it replaced changed before payment', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const basic = await buyPlan(t.app, owner, 'Basic');
    const offer = await subscribe(owner, { planName: 'Premium', upgrade: true });
    expect(offer.statusCode, offer.body).toBe(200);
    // Another plan bought meanwhile: the upgrade's plan no longer replaces the last one.
    const queued = await buyPlan(t.app, owner, 'Basic');
    expect(queued.subscription.startsAt).toBe(basic.subscription.endsAt);
    const verified = await payAndVerify(owner, offer.json().order.orderId);
    expect(verified.subscription.startsAt).toBe(queued.subscription.endsAt);
  });
});
