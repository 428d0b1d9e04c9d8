import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInPerson } from './factories/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * Issue 23, item 8: amounts of −100, 0 or 4000000.5 answered "Amount is required", and a
 * 129-character password "Password is required". A refusal says what is wrong.
 */
let t: TestApp;
let user: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.mailer);
});
afterAll(async () => {
  await t.close();
});

const refusal = async (
  url: string,
  payload: unknown,
  headers: Record<string, string> = user.auth,
) => {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; details: { field: string }[] };
  return { message: body.message, fields: body.details.map((detail) => detail.field) };
};

describe('money amounts say what is wrong', () => {
  it.each([
    [-100, 'Amount must be more than zero'],
    [0, 'Amount must be more than zero'],
    [4_000_000.5, 'Amount must be a whole number of paise'],
    ['4000', 'Amount must be a number of paise'],
  ])('a card order for %j: %s', async (amount, message) => {
    expect(await refusal(`/api/user/razorpay/order/${user.id}`, { amount })).toEqual({
      message,
      fields: ['amount'],
    });
  });

  it('a card order without an amount: Amount is required', async () => {
    expect(await refusal(`/api/user/razorpay/order/${user.id}`, {})).toEqual({
      message: 'Amount is required',
      fields: ['amount'],
    });
  });

  it.each([
    [-100, 'Amount must be at least ₹100'],
    [9_999, 'Amount must be at least ₹100'],
    [50_000_001, 'Amount must be at most ₹5,00,000'],
    [10_000.5, 'Amount must be a whole number of paise'],
  ])('a wallet top-up of %j: %s', async (amount, message) => {
    expect(await refusal('/api/user/wallet/top-up', { amount })).toEqual({
      message,
      fields: ['amount'],
    });
  });

  it('a wallet payment with a fractional amount', async () => {
    expect(
      await refusal(`/api/user/wallet/place-order/${user.id}`, { amount: 100.5 }),
    ).toMatchObject({ message: 'Amount must be a whole number of paise' });
  });
});

describe('passwords say what is wrong', () => {
  it('a 129-character password at sign-in: at most 128 characters', async () => {
    expect(
      await refusal('/api/user/login', { email: user.email, password: 'x'.repeat(129) }, {}),
    ).toEqual({ message: 'Password must be at most 128 characters', fields: ['password'] });
  });

  it('a 129-character password at sign-up: at most 128 characters', async () => {
    const response = await refusal(
      '/api/user/signup',
      { name: 'Long Password', email: 'long@example.com', password: 'x'.repeat(129) },
      {},
    );
    expect(response).toEqual({
      message: 'Password must be at most 128 characters',
      fields: ['password'],
    });
  });
});
