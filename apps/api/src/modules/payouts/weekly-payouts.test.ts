import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMondayMoment } from '../../lib/business-schedule';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  expectLedgerBalanced,
  getWallet,
  rowsOf,
  setUpBookingWorld,
  signInAgain,
} from '../../test/factories/bookings';

// Weekly automatic payouts (PRODUCT.md "Money out", decision 028): `PATCH
// /api/owner/payout-account` `{ autoPayout }`, and the job `payouts.weekly` from Monday 09:00 in
// BUSINESS_TIME_ZONE, once a week per owner (Idempotency-Key `auto:<ISO week>`).

const world = setUpBookingWorld();
const { t } = world;

const BANK = {
  method: 'bank_account',
  accountHolder: 'Ravi Iyer',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;

const patchAccount = (person: SignedInPerson, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/owner/payout-account',
    headers: person.auth,
    payload: body,
  });

const setAccount = (owner: SignedInPerson, fields: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/owner/payout-account',
    headers: owner.auth,
    payload: { ...BANK, password: owner.password, ...fields },
  });

/** An owner with earnings in the wallet (a tenant's wallet booking) and a payout account. */
const ownerWithEarnings = async (account: Record<string, unknown> = {}) => {
  const { owner, property } = await world.home({ rent: '1000000', deposit: '0' });
  const tenant = await createUser(t.app, t.mailer);
  await bookByWallet(t.app, tenant, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 1),
    rentalPeriod: 1,
  });
  const response = await setAccount(owner, account);
  expect(response.statusCode, response.body).toBe(200);
  const { wallet } = await getWallet(t.app, owner, 'owner');
  return { owner, earnings: wallet.balance };
};

const automaticPayoutsOf = (ownerId: string) =>
  rowsOf<{ amount: string; status: string }>(
    t.db,
    sql`select amount::text, status from payouts where account_id = ${ownerId} and automatic`,
  );

/** Next Monday, `minutes` past 09:00 in the business time zone. */
const nextMonday = (minutes: number) =>
  new Date(latestMondayMoment(t.clock.now(), 9).at.getTime() + 7 * 86_400_000 + minutes * 60_000);

const runWeekly = async () => {
  const ran = await t.app.jobs.runRecurring();
  await t.app.jobs.drain();
  return ran['payouts.weekly'];
};

describe('PATCH /api/owner/payout-account', () => {
  it('turns weekly payouts on and off on the current account', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const missing = await patchAccount(owner, { autoPayout: true });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('PAYOUT_ACCOUNT_REQUIRED');

    expect((await setAccount(owner)).statusCode).toBe(200);
    const on = await patchAccount(owner, { autoPayout: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ autoPayout: true, accountNumberLast4: '9012' });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/owner/payout-account',
      headers: owner.auth,
    });
    expect(read.json().data.autoPayout).toBe(true);
    // A new account keeps the setting.
    expect(
      (await setAccount(owner, { accountNumber: '123456783333' })).json().data.autoPayout,
    ).toBe(true);
    expect((await patchAccount(owner, { autoPayout: false })).json().data.autoPayout).toBe(false);
  });

  it('is for owners, with a strict body', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const user = await createUser(t.app, t.mailer);
    expect((await patchAccount(user, { autoPayout: true })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/owner/payout-account', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await patchAccount(owner, {})).statusCode).toBe(400);
    expect((await patchAccount(owner, { autoPayout: 'yes' })).statusCode).toBe(400);
    expect((await patchAccount(owner, { autoPayout: true, amount: 1 })).statusCode).toBe(400);
    const userRoute = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/payout-account',
      headers: user.auth,
      payload: { autoPayout: true },
    });
    expect(userRoute.statusCode).toBe(404);
  });
});

describe('payouts.weekly', () => {
  it('pays all available money on Monday 09:00, once a week however often it runs', async () => {
    // A Friday morning: the stays booked now start on Saturday, so their month's earning is
    // available (a day after the period starts, PRODUCT.md long stays) before Monday 09:00.
    t.clock.set(new Date(latestMondayMoment(t.clock.now(), 9).at.getTime() + 4 * 86_400_000));
    const { owner, earnings } = await ownerWithEarnings();
    expect(earnings).toBeGreaterThanOrEqual(10_000);
    expect((await patchAccount(owner, { autoPayout: true })).statusCode).toBe(200);
    // Weekly payouts off, or too little: not paid.
    const { owner: manual } = await ownerWithEarnings();

    t.clock.set(nextMonday(-30));
    await runWeekly();
    expect(await automaticPayoutsOf(owner.id)).toEqual([]);

    t.clock.set(nextMonday(30));
    await runWeekly();
    expect(await automaticPayoutsOf(owner.id)).toEqual([
      { amount: String(earnings), status: 'processing' },
    ]);
    expect(await automaticPayoutsOf(manual.id)).toEqual([]);
    const later = await signInAgain(t.app, 'owner', owner);
    expect((await getWallet(t.app, later, 'owner')).wallet.balance).toBe(0);

    // Again the same day, and two days later (the key itself lasts 24 hours): nothing more.
    await runWeekly();
    t.clock.advance(2 * 86_400_000);
    await runWeekly();
    const payouts = await automaticPayoutsOf(owner.id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.status).toBe('processed');
    await expectLedgerBalanced(t.db);
  });

  it('leaves owners with less than ₹100, or an unverified account, alone', async () => {
    const { owner: failed } = await ownerWithEarnings({ accountNumber: '123456780000' });
    expect((await patchAccount(failed, { autoPayout: true })).statusCode).toBe(200);
    const poor = await createOwner(t.app, t.mailer);
    expect((await setAccount(poor)).statusCode).toBe(200);
    expect((await patchAccount(poor, { autoPayout: true })).statusCode).toBe(200);

    t.clock.set(nextMonday(60));
    await runWeekly();
    expect(await automaticPayoutsOf(failed.id)).toEqual([]);
    expect(await automaticPayoutsOf(poor.id)).toEqual([]);
  });
});
