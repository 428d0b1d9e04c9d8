import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry } from '../../lib/field-encryption';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import { expectLedgerBalanced, getWallet, topUpWallet } from '../../test/factories/bookings';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

// The races of money out (issue 26), with two API processes on one database (as in production,
// they share PAYOUT_ENCRYPTION_KEYS): two withdrawals that together exceed the balance, and one
// Idempotency-Key sent to both at once.

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const env = { PAYOUT_ENCRYPTION_KEYS: generateKeyRingEntry('race') };
  first = await buildTestApp(env);
  second = await buildTestApp(env, { sharedDatabase: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const withdraw = (app: TestApp, person: SignedInPerson, amount: number, key: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/user/wallet/withdraw',
    headers: { ...person.auth, 'idempotency-key': key },
    payload: { amount },
  });

const personWithMoney = async (balance: number) => {
  const person = await createUser(first.app, first.mailer);
  await topUpWallet(first.app, person, balance);
  const account = await first.app.inject({
    method: 'PUT',
    url: '/api/user/payout-account',
    headers: person.auth,
    payload: {
      method: 'bank_account',
      accountHolder: 'Asha Menon',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      password: person.password,
    },
  });
  expect(account.statusCode).toBe(200);
  return person;
};

describe('withdrawals at once on two API processes', () => {
  it('lets one of two withdrawals that together exceed the balance through', async () => {
    const person = await personWithMoney(30_000);
    const answers = await Promise.all([
      withdraw(first, person, 20_000, randomUUID()),
      withdraw(second, person, 20_000, randomUUID()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await getWallet(first.app, person, 'user')).wallet.balance).toBe(10_000);
    await expectLedgerBalanced(first.db);
  });

  it('moves money once for one key sent to both, and answers both alike', async () => {
    const person = await personWithMoney(50_000);
    const key = randomUUID();
    const answers = await Promise.all([
      withdraw(first, person, 20_000, key),
      withdraw(second, person, 20_000, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect((await getWallet(first.app, person, 'user')).wallet.balance).toBe(30_000);
    const list = await second.app.inject({
      method: 'GET',
      url: '/api/user/payouts',
      headers: person.auth,
    });
    expect(list.json().pagination.total).toBe(1);
    await expectLedgerBalanced(first.db);
  });
});
