import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { hashPassword } from '../../lib/security';
import { createOwner, login, loginAdmin, type SignedInPerson } from '../../test/factories/accounts';
import {
  daysFromNow,
  fillCart,
  getWallet,
  payFromWallet,
  startCardOrder,
  topUpWallet,
} from '../../test/factories/bookings';
import { buyPlan, createApprovedListing } from '../../test/factories/listings';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

/**
 * Issue 4's concurrency checks, against a real PostgreSQL server (CI sets DATABASE_URL and the test
 * script runs the suite again with NESTLY_TEST_DB=postgres). PGlite has one connection, so nothing
 * there is ever concurrent.
 */
const onPostgres = process.env.NESTLY_TEST_DB === 'postgres';

describe.runIf(onPostgres)('bookings under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let owner: SignedInPerson;
  let admin: SignedInPerson;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAdmin(t.app);
    owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Premium');
  });
  afterAll(() => t.close());

  /** Many verified users at once: one password hash for all, then real sign-ins. */
  const createUsers = async (count: number) => {
    const password = 'Secret123';
    const passwordHash = await hashPassword(password);
    const rows = await t.db
      .insert(accounts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          role: 'user' as const,
          name: `Racer ${index}`,
          email: `racer-${index}-${randomUUID().slice(0, 8)}@example.com`,
          passwordHash,
          isVerified: true,
        })),
      )
      .returning({ email: accounts.email });
    const people: SignedInPerson[] = [];
    for (let start = 0; start < rows.length; start += 10) {
      people.push(
        ...(await Promise.all(
          rows.slice(start, start + 10).map((row) => login(t.app, 'user', row.email, password)),
        )),
      );
    }
    return people;
  };

  it('100 simultaneous bookings of the same dates: exactly one holds them, 99 get 409', async () => {
    const property = await createApprovedListing(t.app, owner, admin);
    const users = await createUsers(100);
    const moveInDate = daysFromNow(t.clock, 20);
    const carts = await Promise.all(
      users.map((user) => fillCart(t.app, user, { propertyId: property.id, moveInDate })),
    );
    const answers = await Promise.all(
      users.map((user, index) => startCardOrder(t.app, user, carts[index].price.total)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(99);
    expect(new Set(refused.map((answer) => answer.json().code))).toEqual(new Set(['DATES_TAKEN']));
  });

  it('100 simultaneous wallet payments from a wallet that affords 10: exactly 10 succeed', async () => {
    const property = await createApprovedListing(t.app, owner, admin, {
      rent: '100000',
      deposit: '0',
      minMonths: '1',
      maxMonths: '1',
    });
    const [user] = await createUsers(1);
    // 100 holds on 100 different months of one home, each awaiting payment.
    const bookingIds: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const cart = await fillCart(t.app, user!, {
        propertyId: property.id,
        moveInDate: daysFromNow(t.clock, 1 + index * 32),
        rentalPeriod: 1,
      });
      const order = await startCardOrder(t.app, user!, cart.price.total);
      expect(order.statusCode).toBe(200);
      bookingIds.push(order.json().bookingId);
    }
    const price = 100_000;
    await topUpWallet(t.app, user!, price * 10 + price / 2);

    const answers = await Promise.all(
      bookingIds.map((bookingId) => payFromWallet(t.app, user!, { bookingId })),
    );
    const paid = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((answer) => answer.json().code))).toEqual(
      new Set(['INSUFFICIENT_FUNDS']),
    );
    const wallet = await getWallet(t.app, user!, 'user');
    expect(wallet.wallet.balance).toBe(price / 2);
    expect(wallet.data.filter((row) => row.kind === 'booking_payment')).toHaveLength(10);
  });
});
