import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { expectLedgerBalanced } from '../test/factories/bookings';
import { createTestDatabase } from '../test/helpers/test-database';
import type { Database } from '../db/client';
import {
  accounts,
  bookingEvents,
  bookings,
  paymentOrders,
  properties,
  reviews,
} from '../db/schema/index';
import { DEMO_ACCOUNTS, seedDemoData } from './accounts';
import { seedDemoListings } from './listings';
import { seedDemoStays } from './stays';

describe('demo stays', () => {
  let database: Database;
  let uploads: string;
  const ownerEmail = DEMO_ACCOUNTS.find((demo) => demo.role === 'owner')!.email;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-seed-'));
    await seedDemoData(database.db);
    await seedDemoListings(database.db, createLocalStorage(uploads), ownerEmail);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('are completed, reviewed, on balanced books, and written once', async () => {
    await seedDemoStays(database.db, ownerEmail);
    await seedDemoStays(database.db, ownerEmail);
    const stays = await database.db.select().from(bookings);
    expect(stays).toHaveLength(4);
    expect(stays.every((stay) => stay.status === 'completed')).toBe(true);
    const [written] = await database.db.select({ total: count() }).from(reviews);
    expect(written!.total).toBe(4);
    const [events] = await database.db
      .select({ total: count() })
      .from(bookingEvents)
      .where(eq(bookingEvents.toStatus, 'completed'));
    expect(events!.total).toBe(4);
    const rated = await database.db
      .select({ count: properties.ratingCount, average: properties.ratingAverage })
      .from(properties)
      .where(eq(properties.ratingCount, 1));
    expect(rated).toHaveLength(4);
    const ledger = await expectLedgerBalanced(database.db);
    // A card payment and a deposit return per stay.
    expect(ledger.transactions).toBe(8);
  });

  it('list the card payment beside the deposit return, after the people joined (issue 29)', async () => {
    await seedDemoStays(database.db, ownerEmail);
    const stays = await database.db.select().from(bookings);
    const orders = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.purpose, 'booking'));
    expect(
      stays.map((stay) => orders.filter((order) => order.reference === stay.id).length),
    ).toEqual([1, 1, 1, 1]);
    for (const stay of stays) {
      const order = orders.find((entry) => entry.reference === stay.id)!;
      expect(order).toMatchObject({ status: 'paid', amount: stay.total, accountId: stay.userId });
      expect(order.paidAt).toEqual(stay.confirmedAt);
    }
    // "Member since" is not later than the earliest money it sits beside.
    const people = await database.db.select().from(accounts);
    for (const stay of stays) {
      for (const id of [stay.userId, stay.ownerId]) {
        const person = people.find((entry) => entry.id === id)!;
        expect(person.createdAt.getTime()).toBeLessThan(stay.confirmedAt!.getTime());
      }
    }
  });
});
