import { describe, expect, it } from 'vitest';
import { stayEndDate } from '@nestly/shared';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  bookingLedger,
  daysFromNow,
  expectLedgerBalanced,
  getBooking,
  getWallet,
  setUpBookingWorld,
  signInAgain,
} from '../../test/factories/bookings';
import { DEPOSIT_RECURRING_JOBS } from './deposit-settlement';
import { BOOKING_RECURRING_JOBS } from './scheduled-transitions';

// The move-out deposit settlement (PRODUCT.md "Long stays, month by month"; decision 027), through
// the API on the embedded database (and on PostgreSQL with NESTLY_TEST_DB=postgres).

const DEPOSIT = 800_000;
const DAY_MS = 86_400_000;

const world = setUpBookingWorld({ homeFields: { rent: '1000000', deposit: String(DEPOSIT) } });
const { t, admin, home } = world;

/** The people of a stay, signed in again (the clock moved past their tokens). */
const fresh = async (stay: Stay) => ({
  user: await signInAgain(t.app, 'user', stay.user),
  owner: await signInAgain(t.app, 'owner', stay.owner),
  admin: await signInAgain(t.app, 'admin', admin),
});

interface Stay {
  user: SignedInPerson;
  owner: SignedInPerson;
  bookingId: string;
  endDate: string;
}

/** A one-month stay paid from the wallet, not yet ended. */
const bookedStay = async (): Promise<Stay> => {
  const { owner, property } = await home();
  const user = await createUser(t.app, t.mailer);
  const moveInDate = daysFromNow(t.clock, 2);
  const { bookingId } = await bookByWallet(t.app, user, {
    propertyId: property.id,
    moveInDate,
    rentalPeriod: 1,
  });
  return { user, owner, bookingId, endDate: stayEndDate(moveInDate, 1) };
};

/** The same stay, ended: the clock at midday of its end date and the jobs run. */
const endedStay = async (): Promise<Stay> => {
  const stay = await bookedStay();
  t.clock.set(new Date(`${stay.endDate}T12:00:00`));
  await t.app.jobs.runRecurring();
  return stay;
};

const propose = (owner: SignedInPerson, bookingId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/bookings/${bookingId}/deposit-settlement`,
    headers: owner.auth,
    payload: payload as Record<string, unknown>,
  });
const accept = (user: SignedInPerson, bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/bookings/${bookingId}/deposit-settlement/accept`,
    headers: user.auth,
  });
const dispute = (user: SignedInPerson, bookingId: string, reason: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/bookings/${bookingId}/deposit-settlement/dispute`,
    headers: user.auth,
    payload: { reason } as Record<string, unknown>,
  });
const resolve = (person: SignedInPerson, disputeId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/deposit-disputes/${disputeId}/resolve`,
    headers: person.auth,
    payload: payload as Record<string, unknown>,
  });
const disputes = (person: SignedInPerson, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/deposit-disputes${query}`, headers: person.auth });

const settlementOf = async (
  person: SignedInPerson,
  role: 'user' | 'owner' | 'admin',
  bookingId: string,
) => {
  const response = await getBooking(t.app, person, role, bookingId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().booking.depositSettlement;
};
const balanceOf = async (person: SignedInPerson, role: 'user' | 'owner') =>
  (await getWallet(t.app, person, role)).wallet.balance;
const noticesOf = async (person: SignedInPerson, role: 'user' | 'owner') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${role}/notifications?limit=50`,
    headers: person.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { type: string; title: string; body: string }[];
};
const settlementPosting = async (bookingId: string) =>
  (await bookingLedger(t.db, bookingId)).filter((row) => row.kind === 'deposit_settlement');

const DEDUCTIONS = [
  { reason: 'Broken window pane in the bedroom', amount: 150_000 },
  { reason: 'Deep cleaning of the kitchen', amount: 50_000 },
];

describe('a stay that ends', () => {
  it('opens the settlement awaiting the owner, and tells both sides', async () => {
    const stay = await endedStay();
    const people = await fresh(stay);
    for (const [person, role] of [
      [people.user, 'user'],
      [people.owner, 'owner'],
      [people.admin, 'admin'],
    ] as const) {
      const settlement = await settlementOf(person, role, stay.bookingId);
      expect(settlement).toMatchObject({
        status: 'awaiting_owner',
        deductions: [],
        ownerAmount: 0,
        tenantAmount: DEPOSIT,
      });
      // The owner's deadline: the midnight starting the 7th day after the end date.
      expect(new Date(settlement.deadline).getTime()).toBeGreaterThan(
        new Date(`${stay.endDate}T00:00:00Z`).getTime() + 6 * DAY_MS,
      );
    }
    const ownerNotice = (await noticesOf(people.owner, 'owner')).find(
      (notice) => notice.type === 'booking_completed',
    );
    expect(ownerNotice?.body).toMatch(/Propose the deposit settlement within 7 days/);
    const tenantNotice = (await noticesOf(people.user, 'user')).find(
      (notice) => notice.type === 'booking_completed',
    );
    expect(tenantNotice?.body).toMatch(/deposit .* is being settled/);
  });
});

describe('POST /api/owner/bookings/{id}/deposit-settlement', () => {
  it('proposes deductions; the tenant accepts and the money moves once, as proposed', async () => {
    const stay = await endedStay();
    let people = await fresh(stay);
    const tenantBefore = await balanceOf(people.user, 'user');
    const ownerBefore = await balanceOf(people.owner, 'owner');

    const proposed = await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().depositSettlement).toMatchObject({
      status: 'proposed',
      deductions: DEDUCTIONS,
      ownerAmount: 200_000,
      tenantAmount: DEPOSIT - 200_000,
    });
    expect(proposed.json().depositSettlement.deadline).not.toBeNull();
    expect((await noticesOf(people.user, 'user')).map((notice) => notice.type)).toContain(
      'deposit_settlement_proposed',
    );
    // A proposal is final.
    expect((await propose(people.owner, stay.bookingId, { deductions: [] })).statusCode).toBe(409);
    // Nothing moved yet.
    expect(await settlementPosting(stay.bookingId)).toEqual([]);

    const accepted = await accept(people.user, stay.bookingId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().depositSettlement).toMatchObject({
      status: 'settled',
      ownerAmount: 200_000,
      tenantAmount: DEPOSIT - 200_000,
      deadline: null,
    });
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT - 200_000);
    expect(await balanceOf(people.owner, 'owner')).toBe(ownerBefore + 200_000);
    const posting = await settlementPosting(stay.bookingId);
    expect(posting).toHaveLength(3);
    expect(posting).toEqual(
      expect.arrayContaining([
        { kind: 'deposit_settlement', account: 'deposits_held', holderId: null, amount: -DEPOSIT },
        {
          kind: 'deposit_settlement',
          account: 'wallet',
          holderId: stay.owner.id,
          amount: 200_000,
        },
        {
          kind: 'deposit_settlement',
          account: 'wallet',
          holderId: stay.user.id,
          amount: DEPOSIT - 200_000,
        },
      ]),
    );
    const ownerWallet = await getWallet(t.app, people.owner, 'owner');
    expect(ownerWallet.data[0]).toMatchObject({ kind: 'deposit_deduction', amount: 200_000 });

    // Answering again, or the deadline passing later, moves nothing more.
    const again = await accept(people.user, stay.bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already settled/);
    t.clock.advance(30 * DAY_MS);
    await t.app.jobs.runRecurring();
    people = await fresh(stay);
    expect(await settlementPosting(stay.bookingId)).toHaveLength(3);
    expect((await noticesOf(people.owner, 'owner')).map((notice) => notice.type)).toContain(
      'deposit_settled',
    );
    expect((await noticesOf(people.user, 'user')).map((notice) => notice.type)).toContain(
      'deposit_settled',
    );
    await expectLedgerBalanced(t.db);
  });

  it('returns the whole deposit at once when the owner deducts nothing', async () => {
    const stay = await endedStay();
    const people = await fresh(stay);
    const tenantBefore = await balanceOf(people.user, 'user');
    const ownerBefore = await balanceOf(people.owner, 'owner');
    const response = await propose(people.owner, stay.bookingId, { deductions: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().depositSettlement).toMatchObject({
      status: 'settled',
      deductions: [],
      ownerAmount: 0,
      tenantAmount: DEPOSIT,
      deadline: null,
    });
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT);
    expect(await balanceOf(people.owner, 'owner')).toBe(ownerBefore);
    expect((await accept(people.user, stay.bookingId)).statusCode).toBe(409);
    expect((await propose(people.owner, stay.bookingId, { deductions: [] })).statusCode).toBe(409);
  });

  it('refuses deductions above the deposit, bad lines, and others’ or unfinished stays', async () => {
    const stay = await endedStay();
    const people = await fresh(stay);

    const tooMuch = await propose(people.owner, stay.bookingId, {
      deductions: [
        { reason: 'Repainting every room', amount: DEPOSIT },
        { reason: 'Missing keys', amount: 1 },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toContainEqual(expect.objectContaining({ field: 'deductions' }));
    const short = await propose(people.owner, stay.bookingId, {
      deductions: [{ reason: 'Dirt', amount: 100 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toMatch(/^deductions\.0\.reason/);
    const zero = await propose(people.owner, stay.bookingId, {
      deductions: [{ reason: 'Nothing much', amount: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(
      (await propose(people.owner, stay.bookingId, { deductions: [], extra: 1 })).statusCode,
    ).toBe(400);
    // The whole deposit is allowed.
    const stranger = await createOwner(t.app, t.mailer);
    expect((await propose(stranger, stay.bookingId, { deductions: [] })).statusCode).toBe(404);
    expect((await propose(people.user, stay.bookingId, { deductions: [] })).statusCode).toBe(403);
    // The tenant cannot answer before there is a proposal.
    const early = await accept(people.user, stay.bookingId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not proposed one yet/);
    expect((await settlementOf(people.user, 'user', stay.bookingId)).status).toBe('awaiting_owner');
    const all = await propose(people.owner, stay.bookingId, {
      deductions: [{ reason: 'Repainting every room', amount: DEPOSIT }],
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().depositSettlement).toMatchObject({ ownerAmount: DEPOSIT, tenantAmount: 0 });
  });

  it('answers 409 for a stay that has not ended', async () => {
    const stay = await bookedStay();
    const response = await propose(stay.owner, stay.bookingId, { deductions: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has not ended/);
    expect(await settlementOf(stay.user, 'user', stay.bookingId)).toBeNull();
  });
});

describe('the tenant’s answer', () => {
  it('refuses someone else’s settlement and a wrong state', async () => {
    const stay = await endedStay();
    const people = await fresh(stay);
    await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS });
    const other = await createUser(t.app, t.mailer);
    expect((await accept(other, stay.bookingId)).statusCode).toBe(404);
    expect(
      (await dispute(other, stay.bookingId, 'The window was broken before I moved in')).statusCode,
    ).toBe(404);
    expect((await accept(people.owner, stay.bookingId)).statusCode).toBe(403);
    const short = await dispute(people.user, stay.bookingId, 'No way');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('reason');
    expect((await settlementOf(people.user, 'user', stay.bookingId)).status).toBe('proposed');
  });

  it('disputes; an admin decides what the owner keeps, once', async () => {
    const stay = await endedStay();
    let people = await fresh(stay);
    await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS });
    const reason = 'The window was already cracked when I moved in; see my photos.';
    const disputed = await dispute(people.user, stay.bookingId, reason);
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().depositSettlement).toMatchObject({
      status: 'disputed',
      ownerAmount: 200_000,
      deadline: null,
    });
    expect((await noticesOf(people.owner, 'owner')).map((notice) => notice.type)).toContain(
      'deposit_settlement_disputed',
    );
    expect((await accept(people.user, stay.bookingId)).statusCode).toBe(409);
    expect((await dispute(people.user, stay.bookingId, reason)).statusCode).toBe(409);
    // Silence no longer moves a disputed settlement.
    t.clock.advance(30 * DAY_MS);
    await t.app.jobs.runRecurring();
    people = await fresh(stay);
    expect((await settlementOf(people.user, 'user', stay.bookingId)).status).toBe('disputed');

    const listed = await disputes(people.admin, '?status=open&limit=50');
    expect(listed.statusCode, listed.body).toBe(200);
    const item = listed
      .json()
      .data.find((entry: { bookingId: string }) => entry.bookingId === stay.bookingId);
    expect(item).toMatchObject({
      bookingId: stay.bookingId,
      tenant: { id: stay.user.id },
      owner: { id: stay.owner.id },
      deposit: DEPOSIT,
      deductions: DEDUCTIONS,
      proposedOwnerAmount: 200_000,
      reason,
      status: 'open',
      ownerAmount: null,
      resolvedAt: null,
    });
    expect(listed.json().pagination).toMatchObject({ page: 1, limit: 50 });
    expect((await disputes(people.owner)).statusCode).toBe(403);
    expect((await disputes(people.admin, '?status=closed')).statusCode).toBe(400);

    const tenantBefore = await balanceOf(people.user, 'user');
    const ownerBefore = await balanceOf(people.owner, 'owner');
    const tooMuch = await resolve(people.admin, item.id, { ownerAmount: DEPOSIT + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0].field).toBe('ownerAmount');
    expect((await resolve(people.admin, item.id, { ownerAmount: -1 })).statusCode).toBe(400);
    expect((await resolve(people.owner, item.id, { ownerAmount: 0 })).statusCode).toBe(403);
    expect(
      (await resolve(people.admin, '00000000-0000-4000-8000-000000000000', { ownerAmount: 0 }))
        .statusCode,
    ).toBe(404);

    const resolved = await resolve(people.admin, item.id, { ownerAmount: 50_000 });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().dispute).toMatchObject({
      id: item.id,
      status: 'resolved',
      ownerAmount: 50_000,
    });
    expect(resolved.json().dispute.resolvedAt).not.toBeNull();
    expect((await resolve(people.admin, item.id, { ownerAmount: 0 })).statusCode).toBe(409);
    expect(await settlementOf(people.owner, 'owner', stay.bookingId)).toMatchObject({
      status: 'settled',
      ownerAmount: 50_000,
      tenantAmount: DEPOSIT - 50_000,
    });
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT - 50_000);
    expect(await balanceOf(people.owner, 'owner')).toBe(ownerBefore + 50_000);
    const resolvedList = await disputes(people.admin, '?status=resolved&limit=50');
    expect(resolvedList.json().data.map((entry: { id: string }) => entry.id)).toContain(item.id);
    await expectLedgerBalanced(t.db);
  });
});

describe('the deadlines', () => {
  it('returns the whole deposit when the owner is silent 7 days, not 6', async () => {
    const stay = await endedStay();
    let people = await fresh(stay);
    const tenantBefore = await balanceOf(people.user, 'user');

    t.clock.advance(6 * DAY_MS);
    let ran = await t.app.jobs.runRecurring();
    expect(ran[DEPOSIT_RECURRING_JOBS.ownerDeadline]).toBe(0);
    people = await fresh(stay);
    expect((await settlementOf(people.user, 'user', stay.bookingId)).status).toBe('awaiting_owner');

    t.clock.advance(DAY_MS);
    ran = await t.app.jobs.runRecurring();
    expect(ran[DEPOSIT_RECURRING_JOBS.ownerDeadline]).toBeGreaterThanOrEqual(1);
    people = await fresh(stay);
    expect(await settlementOf(people.user, 'user', stay.bookingId)).toMatchObject({
      status: 'settled',
      ownerAmount: 0,
      tenantAmount: DEPOSIT,
    });
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT);
    // Too late to propose.
    const late = await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already settled/);
    const notice = (await noticesOf(people.user, 'user')).find(
      (entry) => entry.type === 'deposit_settled',
    );
    expect(notice?.body).toMatch(/No deductions were proposed within 7 days/);
  });

  it('settles as proposed when the tenant is silent 7 days, not 6', async () => {
    const stay = await endedStay();
    let people = await fresh(stay);
    // The proposal comes late in the (business) day: 6 days later it still waits.
    t.clock.set(new Date(`${daysFromNow(t.clock, 2)}T23:30:00+05:30`));
    people = await fresh(stay);
    expect(
      (await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS })).statusCode,
    ).toBe(200);
    const tenantBefore = await balanceOf(people.user, 'user');
    const ownerBefore = await balanceOf(people.owner, 'owner');

    t.clock.advance(6 * DAY_MS);
    // (Other tests' settlements in this world may fall due now: this stay's is what counts.)
    let ran = await t.app.jobs.runRecurring();
    people = await fresh(stay);
    expect((await settlementOf(people.user, 'user', stay.bookingId)).status).toBe('proposed');

    t.clock.advance(DAY_MS);
    ran = await t.app.jobs.runRecurring();
    expect(ran[DEPOSIT_RECURRING_JOBS.tenantDeadline]).toBeGreaterThanOrEqual(1);
    people = await fresh(stay);
    expect(await settlementOf(people.owner, 'owner', stay.bookingId)).toMatchObject({
      status: 'settled',
      ownerAmount: 200_000,
      tenantAmount: DEPOSIT - 200_000,
    });
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT - 200_000);
    expect(await balanceOf(people.owner, 'owner')).toBe(ownerBefore + 200_000);
    expect((await accept(people.user, stay.bookingId)).statusCode).toBe(409);
  });

  it('runs after the completion: a clock moved a week past the end completes and settles at once', async () => {
    const stay = await bookedStay();
    t.clock.set(new Date(`${stay.endDate}T12:00:00`));
    t.clock.advance(7 * DAY_MS);
    const ran = await t.app.jobs.runRecurring();
    const kinds = Object.keys(ran);
    expect(kinds.indexOf(DEPOSIT_RECURRING_JOBS.ownerDeadline)).toBeGreaterThan(
      kinds.indexOf(BOOKING_RECURRING_JOBS.completeFinishedStays),
    );
    expect(kinds.indexOf(DEPOSIT_RECURRING_JOBS.tenantDeadline)).toBeGreaterThan(
      kinds.indexOf(DEPOSIT_RECURRING_JOBS.ownerDeadline),
    );
    const people = await fresh(stay);
    expect(await settlementOf(people.user, 'user', stay.bookingId)).toMatchObject({
      status: 'settled',
      tenantAmount: DEPOSIT,
    });
  });
});

describe('two answers at once', () => {
  it('moves the money once when the tenant accepts twice at the same moment', async () => {
    const stay = await endedStay();
    const people = await fresh(stay);
    await propose(people.owner, stay.bookingId, { deductions: DEDUCTIONS });
    const tenantBefore = await balanceOf(people.user, 'user');
    const answers = await Promise.all([
      accept(people.user, stay.bookingId),
      accept(people.user, stay.bookingId),
      accept(people.user, stay.bookingId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(people.user, 'user')).toBe(tenantBefore + DEPOSIT - 200_000);
    expect(await settlementPosting(stay.bookingId)).toHaveLength(3);
    await expectLedgerBalanced(t.db);
  });
});
