import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createOwner,
  createUser,
  loginAdmin,
  readCodeFromMail,
  type SignedInPerson,
} from '../../test/factories/accounts';
import {
  expectLedgerBalanced,
  getWallet,
  rowsOf,
  setUpBookingWorld,
  signInAgain,
  topUpWallet,
} from '../../test/factories/bookings';

// Money out, phase 2a (PRODUCT.md "Money out", decision 028): payout accounts, withdrawals
// settled by the test-mode stand-in through the RazorpayX webhook, lists, and the ledger.

const world = setUpBookingWorld();
const { t, admin } = world;

const BANK = {
  method: 'bank_account',
  accountHolder: 'Asha Menon',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;

type Role = 'user' | 'owner';

const setAccount = (person: SignedInPerson, body: Record<string, unknown>, role: Role = 'user') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/${role}/payout-account`,
    headers: person.auth,
    payload: body,
  });

const getAccount = (person: SignedInPerson, role: Role = 'user') =>
  t.app.inject({ method: 'GET', url: `/api/${role}/payout-account`, headers: person.auth });

const withdraw = (
  person: SignedInPerson,
  amount: unknown,
  key: string | null = randomUUID(),
  role: Role = 'user',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${role}/wallet/withdraw`,
    headers: { ...person.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { amount },
  });

const listPayouts = (person: SignedInPerson, role: Role = 'user') =>
  t.app.inject({ method: 'GET', url: `/api/${role}/payouts`, headers: person.auth });

/** Runs the submission job, then lets the stand-in's settle time pass and delivers its webhook. */
const settlePayouts = async () => {
  await t.app.jobs.drain();
  t.clock.advance(3_000);
  await t.app.jobs.drain();
};

/**
 * Lets every payout of earlier tests settle (tests share one app, and run in any order), so a
 * test can measure the platform's accounts before and after its own payouts.
 */
const settleEarlierPayouts = async () => {
  await t.app.jobs.drain();
  t.clock.advance(3 * 24 * 3_600_000);
  await t.app.jobs.drain();
};

/** A user with money in the wallet and a verified bank account. */
const userWithAccount = async (balance: number, account: Record<string, unknown> = BANK) => {
  const user = await createUser(t.app, t.mailer);
  if (balance > 0) await topUpWallet(t.app, user, balance);
  const response = await setAccount(user, { ...account, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return user;
};

const platformBalance = async (kind: string) => {
  const [row] = await rowsOf<{ sum: string }>(
    t.db,
    sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_entries e
        join ledger_accounts a on a.id = e.ledger_account_id where a.kind = ${kind}`,
  );
  return Number(row!.sum);
};

describe('payout account', () => {
  it('is set with the password, checked by the bank, answered masked and e-mailed', async () => {
    const user = await createUser(t.app, t.mailer);
    expect((await getAccount(user)).json()).toEqual({ data: null });

    const response = await setAccount(user, { ...BANK, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      method: 'bank_account',
      accountHolder: 'Asha Menon',
      accountNumberLast4: '9012',
      ifsc: 'HDFC0001234',
      status: 'verified',
      autoPayout: false,
      // The first account is not held.
      payoutsHeldUntil: null,
    });
    expect(response.json().data.verifiedAt).toEqual(expect.any(String));
    expect(response.body).not.toContain(BANK.accountNumber);
    expect((await getAccount(user)).json()).toEqual(response.json());

    // Encrypted at rest: the number is nowhere in the row.
    const [stored] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select * from payout_accounts where account_id = ${user.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(BANK.accountNumber);
    expect(stored!.account_number_ciphertext).toEqual(expect.any(String));

    await t.app.jobs.drain();
    const mail = t.mailer.lastTo(user.email);
    expect(mail?.subject).toContain('payout account');
    expect(JSON.stringify(mail)).toContain('····9012');
    expect(JSON.stringify(t.mailer.sent)).not.toContain(BANK.accountNumber);
  });

  it('answers failed for an account the bank does not know (ending 0000, UPI invalid…)', async () => {
    const user = await createUser(t.app, t.mailer);
    const bank = await setAccount(user, {
      ...BANK,
      accountNumber: '123456780000',
      password: user.password,
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json().data).toMatchObject({ status: 'failed', verifiedAt: null });

    const upi = await setAccount(user, {
      method: 'upi',
      accountHolder: 'Asha Menon',
      vpa: 'invalid.asha@okhdfc',
      password: user.password,
    });
    expect(upi.json().data).toMatchObject({
      method: 'upi',
      vpa: 'invalid.asha@okhdfc',
      ifsc: null,
      status: 'failed',
    });

    // Withdrawing needs a verified account: a clear 409 naming the field.
    await topUpWallet(t.app, user, 50_000);
    const refused = await withdraw(user, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_ACCOUNT_NOT_VERIFIED',
      details: [expect.objectContaining({ field: 'payoutAccount' })],
    });
  });

  it('refuses a wrong password (403), bad fields (400) and users turning on weekly payouts', async () => {
    const user = await createUser(t.app, t.mailer);
    const wrong = await setAccount(user, { ...BANK, password: 'Not-my-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'PAYOUT_CONFIRMATION_FAILED',
      details: [expect.objectContaining({ field: 'password' })],
    });
    expect((await getAccount(user)).json()).toEqual({ data: null });

    const noPassword = await setAccount(user, { ...BANK });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().details).toEqual([expect.objectContaining({ field: 'password' })]);

    const badIfsc = await setAccount(user, { ...BANK, ifsc: 'HDFC1234', password: user.password });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().details).toEqual([expect.objectContaining({ field: 'ifsc' })]);

    const shortNumber = await setAccount(user, {
      ...BANK,
      accountNumber: '1234',
      password: user.password,
    });
    expect(shortNumber.statusCode).toBe(400);
    expect(shortNumber.json().details).toEqual([
      expect.objectContaining({ field: 'accountNumber' }),
    ]);

    const auto = await setAccount(user, { ...BANK, autoPayout: true, password: user.password });
    expect(auto.statusCode).toBe(400);
    expect(auto.json().details).toEqual([expect.objectContaining({ field: 'autoPayout' })]);
  });

  it('limits wrong passwords like sign-in: 10 in 15 minutes, then 429 even for the right one', async () => {
    const user = await createUser(t.app, t.mailer);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await setAccount(user, { ...BANK, password: `Not-my-password-${attempt}` });
      expect(wrong.statusCode).toBe(403);
    }
    const limited = await setAccount(user, { ...BANK, password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getAccount(user)).json()).toEqual({ data: null });
    // Another person is not held by it.
    const other = await createUser(t.app, t.mailer);
    expect((await setAccount(other, { ...BANK, password: other.password })).statusCode).toBe(200);
  });

  it('forgets a few wrong passwords once the right one is given', async () => {
    const user = await createUser(t.app, t.mailer);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect(
        (await setAccount(user, { ...BANK, password: `Wrong-${attempt}-pass` })).statusCode,
      ).toBe(403);
    }
    expect((await setAccount(user, { ...BANK, password: user.password })).statusCode).toBe(200);
    expect((await setAccount(user, { ...BANK, password: 'Wrong-again-1' })).statusCode).toBe(403);
    expect((await setAccount(user, { ...BANK, password: user.password })).statusCode).toBe(200);
  });

  it('is confirmed by a mailed code instead of the password (6 digits, once, one a minute)', async () => {
    const user = await createUser(t.app, t.mailer);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/payout-account/code',
        headers: user.auth,
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    const code = await readCodeFromMail(t.mailer, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await setAccount(user, { ...BANK, code: wrongCode });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'code' })]);
    const right = await setAccount(user, { ...BANK, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.status).toBe('verified');
    // Used once.
    expect((await setAccount(user, { ...BANK, code })).statusCode).toBe(403);
  });

  it("is each person's own: another person, another role and the signed-out see nothing", async () => {
    const user = await userWithAccount(0);
    const other = await createUser(t.app, t.mailer);
    expect((await getAccount(other)).json()).toEqual({ data: null });
    expect((await listPayouts(other)).json().data).toEqual([]);

    const owner = await createOwner(t.app, t.mailer);
    expect((await getAccount(owner, 'user')).statusCode).toBe(403);
    expect((await getAccount(user, 'owner')).statusCode).toBe(403);
    expect((await setAccount(admin, { ...BANK, password: 'x' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/payout-account' })).statusCode,
    ).toBe(401);
    // The admin list needs an admin.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: user.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('holds payouts to a replacement account for 24 hours (the first one is not held)', async () => {
    const user = await userWithAccount(50_000);
    const replaced = await setAccount(user, {
      method: 'upi',
      accountHolder: 'Asha Menon',
      vpa: 'asha@okhdfc',
      password: user.password,
    });
    expect(replaced.statusCode).toBe(200);
    const heldUntil = replaced.json().data.payoutsHeldUntil as string;
    expect(new Date(heldUntil).getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);

    const asked = await withdraw(user, 20_000);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({
      status: 'processing',
      destination: 'UPI asha@okhdfc',
    });
    await settlePayouts();
    // Still waiting: nothing went to the provider yet.
    expect((await listPayouts(user)).json().data[0]).toMatchObject({ status: 'processing' });

    t.clock.advance(24 * 3_600_000);
    await settlePayouts();
    const later = await signInAgain(t.app, 'user', user);
    expect((await listPayouts(later)).json().data[0]).toMatchObject({ status: 'processed' });
    await expectLedgerBalanced(t.db);
  });
});

describe('POST /api/{user|owner}/wallet/withdraw', () => {
  it('debits at once, settles through the webhook, and the ledger stays balanced', async () => {
    await settleEarlierPayouts();
    const user = await userWithAccount(50_000);
    const inTransitBefore = await platformBalance('payouts_in_transit');
    const paidOutBefore = await platformBalance('paid_out');

    const response = await withdraw(user, 30_000);
    expect(response.statusCode).toBe(201);
    const payout = response.json().data;
    expect(payout).toMatchObject({
      amount: 30_000,
      status: 'processing',
      destination: 'Bank account ····9012 (HDFC0001234)',
      utr: null,
      failureReason: null,
    });
    const debited = await getWallet(t.app, user, 'user');
    expect(debited.wallet).toMatchObject({ balance: 20_000, available: 20_000, pending: 0 });
    expect(debited.data[0]).toMatchObject({ kind: 'payout', amount: -30_000 });
    expect(await platformBalance('payouts_in_transit')).toBe(inTransitBefore + 30_000);

    await settlePayouts();
    const [settled] = (await listPayouts(user)).json().data;
    expect(settled).toMatchObject({ id: payout.id, status: 'processed', failureReason: null });
    expect(settled.utr).toMatch(/^\d{12}$/);
    expect(await platformBalance('payouts_in_transit')).toBe(inTransitBefore);
    expect(await platformBalance('paid_out')).toBe(paidOutBefore + 30_000);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(20_000);
    await expectLedgerBalanced(t.db);

    // A notice and an e-mail.
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: user.auth,
    });
    expect(notices.json().data[0]).toMatchObject({ type: 'payout_processed' });
    expect(t.mailer.lastTo(user.email)?.subject).toContain('paid out');

    // Admins see it, filtered by status (signed in again: the clock moved past their token).
    const boss = await loginAdmin(t.app);
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?status=processed',
      headers: boss.auth,
    });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: payout.id,
          status: 'processed',
          account: expect.objectContaining({ id: user.id, role: 'user' }),
          automatic: false,
        }),
      ]),
    );
    const failedOnly = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?status=failed',
      headers: boss.auth,
    });
    expect(failedOnly.json().data.map((row: { id: string }) => row.id)).not.toContain(payout.id);
  });

  it('credits a failed payout back (account ending 1111, UPI payoutfail…)', async () => {
    for (const account of [
      { ...BANK, accountNumber: '123456781111' },
      { method: 'upi', accountHolder: 'Asha Menon', vpa: 'payoutfail.asha@okaxis' },
    ]) {
      const user = await userWithAccount(40_000, account);
      expect((await withdraw(user, 25_000)).statusCode).toBe(201);
      expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(15_000);
      await settlePayouts();
      const [failed] = (await listPayouts(user)).json().data;
      expect(failed).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
      const wallet = await getWallet(t.app, user, 'user');
      expect(wallet.wallet.balance).toBe(40_000);
      expect(wallet.data[0]).toMatchObject({ kind: 'payout_reversal', amount: 25_000 });
      expect(t.mailer.lastTo(user.email)?.subject).toContain('failed');
    }
    await expectLedgerBalanced(t.db);
  });

  it('answers a retry with the same key once, and 422 to the same key with another body', async () => {
    const user = await userWithAccount(50_000);
    const key = randomUUID();
    const first = await withdraw(user, 20_000, key);
    const again = await withdraw(user, 20_000, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(30_000);

    const reused = await withdraw(user, 25_000, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(30_000);
    expect((await listPayouts(user)).json().pagination.total).toBe(1);
  });

  it('needs the Idempotency-Key, ₹100 or more, at most what is available, and an account', async () => {
    const user = await userWithAccount(50_000);
    const noKey = await withdraw(user, 20_000, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);

    const small = await withdraw(user, 9_999);
    expect(small.statusCode).toBe(400);
    expect(small.json().details).toEqual([expect.objectContaining({ field: 'amount' })]);

    const tooMuch = await withdraw(user, 50_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'You can withdraw at most ₹500 now',
      details: [expect.objectContaining({ field: 'amount' })],
    });
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(50_000);

    const noAccount = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, noAccount, 20_000);
    const refused = await withdraw(noAccount, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_ACCOUNT_REQUIRED',
      details: [expect.objectContaining({ field: 'payoutAccount' })],
    });
  });

  it('lets an owner withdraw earnings the same way', async () => {
    const { owner } = await world.home();
    const account = await setAccount(owner, { ...BANK, password: owner.password }, 'owner');
    expect(account.statusCode).toBe(200);
    const refused = await withdraw(owner, 10_000, randomUUID(), 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await listPayouts(owner, 'owner')).json()).toMatchObject({
      data: [],
      pagination: { total: 0 },
    });
  });

  it('lets only one of two withdrawals that together exceed the balance through', async () => {
    const user = await userWithAccount(30_000);
    const [left, right] = await Promise.all([withdraw(user, 20_000), withdraw(user, 20_000)]);
    expect([left.statusCode, right.statusCode].sort()).toEqual([201, 409]);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(10_000);
    await expectLedgerBalanced(t.db);
  });
});

describe('a payout after its account changed again', () => {
  it('fails and comes back when the held account is replaced before the payout left', async () => {
    const user = await userWithAccount(50_000);
    const upi = { method: 'upi', accountHolder: 'Asha Menon', password: user.password };
    expect((await setAccount(user, { ...upi, vpa: 'asha@okhdfc' })).statusCode).toBe(200);
    expect((await withdraw(user, 20_000)).statusCode).toBe(201);
    expect((await setAccount(user, { ...upi, vpa: 'asha@okicici' })).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000);
    await settlePayouts();
    const later = await signInAgain(t.app, 'user', user);
    const [payout] = (await listPayouts(later)).json().data;
    expect(payout).toMatchObject({
      status: 'failed',
      destination: 'UPI asha@okhdfc',
      failureReason:
        'Your payout account changed before this payout left; the money is back in your wallet.',
    });
    expect((await getWallet(t.app, later, 'user')).wallet.balance).toBe(50_000);
    await expectLedgerBalanced(t.db);
  });

  it('credits a payout the bank sent back after paying it (reversed, from paid out)', async () => {
    await settleEarlierPayouts();
    const user = await userWithAccount(50_000, { ...BANK, accountNumber: '123456782222' });
    const paidOutBefore = await platformBalance('paid_out');
    expect((await withdraw(user, 20_000)).statusCode).toBe(201);
    await settlePayouts();
    expect((await listPayouts(user)).json().data[0].status).toBe('processed');
    expect(await platformBalance('paid_out')).toBe(paidOutBefore + 20_000);
    t.clock.advance(3_000);
    await t.app.jobs.drain();
    expect((await listPayouts(user)).json().data[0]).toMatchObject({
      status: 'reversed',
      failureReason: expect.any(String),
    });
    expect(await platformBalance('paid_out')).toBe(paidOutBefore);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(50_000);
    await expectLedgerBalanced(t.db);
  });
});

describe('POST /api/payments/razorpayx/webhook', () => {
  it('refuses a forged signature (403) and acts on each event once', async () => {
    const user = await userWithAccount(50_000);
    const payout = (await withdraw(user, 10_000)).json().data;
    await t.app.jobs.drain();
    const body = JSON.stringify({
      event: 'payout.failed',
      payload: {
        payout: {
          entity: {
            id: 'pout_forged',
            amount: 10_000,
            status: 'failed',
            reference_id: payout.id,
            created_at: 1,
          },
        },
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpayx/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'f'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(403);
    expect((await listPayouts(user)).json().data[0].status).toBe('processing');

    // The stand-in's real delivery, made twice: the second changes nothing.
    const [job] = await rowsOf<{ payload: { delivery: { rawBody: string; headers: object } } }>(
      t.db,
      sql`select payload from jobs where kind = 'payouts.test-webhook'
          and payload::text like ${`%${payout.id}%`}`,
    );
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpayx/webhook',
        headers: { 'content-type': 'application/json', ...job!.payload.delivery.headers },
        payload: job!.payload.delivery.rawBody,
      });
    const first = await deliver();
    expect(first.json()).toEqual({ message: 'processed' });
    expect((await deliver()).json()).toEqual({ message: 'already handled' });
    t.clock.advance(3_000);
    await t.app.jobs.drain();
    expect((await listPayouts(user)).json().data[0].status).toBe('processed');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(40_000);
    await expectLedgerBalanced(t.db);
  });
});
