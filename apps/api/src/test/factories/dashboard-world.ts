import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createOwner, createUser, loginAdmin, type SignedInPerson } from './accounts';
import { bookByCard, bookByWallet, cancelBooking, daysFromNow, signInAgain } from './bookings';
import { buyPlan, createApprovedListing, createListing, createService } from './listings';

/** The known world's two days: everything happens at T0 or T1 (noon UTC: the same local day). */
export const T0 = new Date('2031-01-05T12:00:00Z');
export const T1 = new Date('2031-02-10T12:00:00Z');

const expectOk = async (response: Promise<{ statusCode: number; body: string }>, what: string) => {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what} failed: ${answer.body}`);
  return answer;
};

export const search = (app: FastifyInstance, user: SignedInPerson, query: string) =>
  expectOk(
    app.inject({ method: 'GET', url: `/api/user/property/filtered?${query}`, headers: user.auth }),
    `search ${query}`,
  );

/**
 * A small marketplace whose every figure is worked out by hand in dashboards.test.ts.
 * At T0 (5 Jan 2031): owner A (Standard plan) lists L1 (Kochi, ₹25,000, deposit ₹50,000, 1–12
 * months) and L2 (Kochi, ₹40,000, no deposit, 3–12 months), plus L3 (pending) and L5 (rejected);
 * owner B lists L4 (Pune, ₹10,000, no deposit); owner C waits for approval. Then:
 * - B1: U1 books L1 by card from 8 Jan for 1 month with a ₹1,500/month add-on;
 * - B3: U3 books L2 from the wallet from 9 Jan for 3 months and cancels 4 days before move-in
 *   (late: half the rent back);
 * - B4: U1 books L4 from the wallet from 15 Jan for 2 months.
 * At T1 (10 Feb 2031): B1 has ended (completed; owner A settles its deposit with no deductions, so
 * it all goes back) and U1 reviews it (4 stars);
 * owner A blocks L1 from 20 to 30 Apr and renews the plan; B2: U2 books L1 from the wallet from
 * 11 Feb for 1 month; U1 runs six searches (one of them a second page).
 */
export const buildDashboardWorld = async (t: TestApp) => {
  const { app, mailer, clock, db } = t;
  clock.set(T0);
  const admin = await loginAdmin(app);
  let ownerA = await createOwner(app, mailer);
  let ownerB = await createOwner(app, mailer);
  const ownerC = await createOwner(app, mailer, { approved: false });
  await buyPlan(app, ownerA, 'Standard');
  await buyPlan(app, ownerB, 'Basic');
  const service = await createService(app, admin, 'Cleaning', 150_000);
  const l1 = await createApprovedListing(app, ownerA, admin, {
    title: 'L1 Kochi flat',
    rent: '2500000',
    deposit: '5000000',
    minMonths: '1',
    maxMonths: '12',
  });
  const l2 = await createApprovedListing(app, ownerA, admin, {
    title: 'L2 Kochi house',
    rent: '4000000',
    deposit: '0',
    minMonths: '3',
    maxMonths: '12',
  });
  const l3 = await createListing(app, ownerA, { title: 'L3 waiting for review' });
  const l5 = await createListing(app, ownerA, { title: 'L5 rejected' });
  await expectOk(
    app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/reject/${l5.id}`,
      headers: admin.auth,
      payload: { reason: 'Photos are blurry' },
    }),
    'reject',
  );
  const l4 = await createApprovedListing(app, ownerB, admin, {
    title: 'L4 Pune studio',
    city: 'Pune',
    state: 'Maharashtra',
    rent: '1000000',
    deposit: '0',
  });
  const u1 = await createUser(app, mailer, { name: 'Asha Menon' });
  const u2 = await createUser(app, mailer, { name: 'Ravi Nair' });
  const u3 = await createUser(app, mailer, { name: 'Meera Iyer' });

  const b1 = await bookByCard(app, u1, {
    propertyId: l1.id,
    moveInDate: daysFromNow(clock, 3),
    rentalPeriod: 1,
    addOns: [service.id],
  });
  const b3 = await bookByWallet(app, u3, {
    propertyId: l2.id,
    moveInDate: daysFromNow(clock, 4),
    rentalPeriod: 3,
  });
  await expectOk(cancelBooking(app, u3, 'user', b3.bookingId, 'Found another place'), 'cancel');
  const b4 = await bookByWallet(app, u1, {
    propertyId: l4.id,
    moveInDate: daysFromNow(clock, 10),
    rentalPeriod: 2,
  });

  clock.set(T1);
  await app.jobs.runRecurring();
  const [user1, user2] = [await signInAgain(app, 'user', u1), await signInAgain(app, 'user', u2)];
  ownerA = await signInAgain(app, 'owner', ownerA);
  ownerB = await signInAgain(app, 'owner', ownerB);
  await expectOk(
    app.inject({
      method: 'POST',
      url: `/api/owner/bookings/${b1.bookingId}/deposit-settlement`,
      headers: ownerA.auth,
      payload: { deductions: [] },
    }),
    'deposit settlement',
  );
  await expectOk(
    app.inject({
      method: 'POST',
      url: '/api/user/reviews',
      headers: user1.auth,
      payload: { bookingId: b1.bookingId, rating: 4, reviewText: 'A tidy flat and a quick host.' },
    }),
    'review',
  );
  await expectOk(
    app.inject({
      method: 'POST',
      url: `/api/owner/property/${l1.id}/blocks`,
      headers: ownerA.auth,
      payload: { startDate: '2031-04-20', endDate: '2031-04-30', note: 'Repairs' },
    }),
    'block',
  );
  await buyPlan(app, ownerA, 'Standard');
  const b2 = await bookByWallet(app, user2, {
    propertyId: l1.id,
    moveInDate: daysFromNow(clock, 1),
    rentalPeriod: 1,
  });
  for (const query of [
    'city=Kochi&maxRent=2000000&moveInDate=2031-03-05&rentalPeriod=2',
    'city=Kochi&maxRent=3000000&moveInDate=2031-02-20&rentalPeriod=1',
    'city=Kochi&maxRent=5000000&rentalPeriod=2',
    'city=Kochi',
    'city=Kochi&page=2',
    'city=Pune&maxRent=500000',
    'city=Shimla',
  ]) {
    await search(app, user1, query);
  }
  // Accounts take their creation time from the database, not the app's clock: put the sign-ups
  // of this world on T0 so the sign-up series is known.
  await db.execute(
    sql`update accounts set created_at = ${T0.toISOString()}::timestamptz where role <> 'admin'`,
  );
  return {
    admin: await loginAdmin(app),
    ownerA,
    ownerB,
    ownerC: await signInAgain(app, 'owner', ownerC),
    users: [user1, user2, u3] as const,
    listings: { l1, l2, l3, l4, l5 },
    bookings: { b1, b2, b3, b4 },
  };
};
export type DashboardWorld = Awaited<ReturnType<typeof buildDashboardWorld>>;

/**
 * One app with the dashboard world, built once for a test file (vitest hooks registered here);
 * the returned object is filled in before the first test. `get` asks as a person.
 */
export const useDashboardWorld = () => {
  const harness = {
    get: (person: SignedInPerson, url: string) =>
      harness.t.app.inject({ method: 'GET', url, headers: person.auth }),
  } as {
    t: TestApp;
    world: DashboardWorld;
    get: (person: SignedInPerson, url: string) => ReturnType<FastifyInstance['inject']>;
  };
  // The world takes some thirty sign-ups, payments and listings: more than the default hook time
  // when the machine is busy.
  beforeAll(async () => {
    harness.t = await buildTestApp();
    harness.world = await buildDashboardWorld(harness.t);
  }, 180_000);
  afterAll(async () => {
    await harness.t.close();
  });
  return harness;
};
