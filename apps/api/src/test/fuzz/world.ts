import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/build-test-app';
import {
  createOwner,
  createUser,
  login,
  loginAdmin,
  type SignedInPerson,
} from '../factories/accounts';
import {
  bookByWallet,
  createBookableHome,
  daysFromNow,
  fillCart,
  startCardOrder,
} from '../factories/bookings';
import { createFeature, createService } from '../factories/listings';
import type { ValuePools } from './schema-arbitrary';

export const CALLERS = ['anonymous', 'user', 'owner', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  name: CallerName;
  headers: Record<string, string>;
  /** Ids this caller's path parameters are drawn from (its own first, for `{id}` = self). */
  pools: ValuePools;
  ownId: string | null;
}

export interface FuzzWorld {
  callers: Caller[];
  /**
   * Signs a caller in again when a fuzzed call ended its session (a logout with its bearer token
   * does exactly that), so later operations are not all answered 401. Answers whether it had to.
   */
  keepSignedIn: (caller: Caller) => Promise<boolean>;
  /** A provider order id of the user's pending card payment (for `{orderId}`). */
  orderIds: string[];
}

/**
 * Real data for the fuzzer to aim at: an owner with a plan, a listing, a date block and documents;
 * a user with a wallet, a confirmed booking and a card payment under way; a feature and a service;
 * and two spare accounts that the admin's random calls may block or delete (never the callers
 * themselves, or every later call of theirs would stop at 401).
 */
export const buildFuzzWorld = async (t: TestApp): Promise<FuzzWorld> => {
  const admin = await loginAdmin(t.app);
  const { owner, property } = await createBookableHome(t.app, t.mailer, admin);
  const user = await createUser(t.app, t.mailer);
  const spareUser = await createUser(t.app, t.mailer);
  const spareOwner = await createOwner(t.app, t.mailer, { approved: false });
  const feature = await createFeature(t.app, admin, `Fuzz feature ${randomUUID().slice(0, 6)}`);
  const service = await createService(t.app, admin, `Fuzz service ${randomUUID().slice(0, 6)}`);
  const { bookingId } = await bookByWallet(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 30),
    addOns: [service.id],
  });
  const cart = await fillCart(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 120),
  });
  const order = await startCardOrder(t.app, user, cart.price.dueNow);
  const block = await t.app.inject({
    method: 'POST',
    url: `/api/owner/property/${property.id}/blocks`,
    headers: owner.auth,
    payload: { startDate: daysFromNow(t.clock, 200), endDate: daysFromNow(t.clock, 210) },
  });
  const documents = await t.app.inject({
    method: 'GET',
    url: '/api/owner/documents',
    headers: owner.auth,
  });
  const shared = [
    property.id,
    bookingId,
    order.json().bookingId as string,
    feature.id,
    service.id,
    block.json().block.id as string,
    documents.json().data[0].id as string,
    spareUser.id,
    spareOwner.id,
  ];
  const emails = [user.email, owner.email, spareUser.email, admin.email, 'nobody@example.com'];
  const dates = [0, 1, 7, 30, 45, 119, 120, 200, 205, 365, 400, -1, -30].map((days) =>
    daysFromNow(t.clock, days),
  );
  const people: Partial<Record<CallerName, SignedInPerson>> = { user, owner, admin };
  const roleOf = { user: 'user', owner: 'owner', admin: 'admin' } as const;
  const keepSignedIn = async (caller: Caller) => {
    const person = people[caller.name];
    if (!person || caller.name === 'anonymous') return false;
    const role = roleOf[caller.name];
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/${role}/check-status/${person.id}`,
      headers: caller.headers,
    });
    if (check.statusCode !== 401) return false;
    caller.headers = (await login(t.app, role, person.email, person.password)).auth;
    return true;
  };
  const callerOf = (name: CallerName, person: SignedInPerson | null, others: string[]): Caller => ({
    name,
    headers: person ? person.auth : {},
    ownId: person?.id ?? null,
    pools: {
      ids: [...(person ? [person.id, person.id] : []), ...others, ...shared],
      emails,
      dates,
    },
  });
  return {
    callers: [
      callerOf('anonymous', null, [user.id, owner.id]),
      callerOf('user', user, [owner.id]),
      callerOf('owner', owner, [user.id]),
      // The admin aims at the spare accounts only (see above).
      callerOf('admin', admin, []),
    ],
    orderIds: [order.json().order.orderId as string],
    keepSignedIn,
  };
};
