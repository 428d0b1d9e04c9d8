import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createUser,
  DEFAULT_PASSWORD,
  signupAddress,
  uniqueEmail,
  type SignedInPerson,
} from '../../test/factories/accounts';

/**
 * Issue 23, item 2: the outside probe signed up and changed passwords to `aaaaaaaa`, `abcdefgh`,
 * eight spaces, eight zero-width spaces, `Nestly@123` and the README's demo passwords. The server
 * now refuses what the web's strength meter calls weak, by the same rule (packages/shared).
 */
let t: TestApp;
let person: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp();
  person = await createUser(t.app, t.mailer, {
    name: 'Asha Menon',
    email: uniqueEmail('asha.menon'),
  });
});
afterAll(async () => {
  await t.close();
});

const PROBED = [
  'aaaaaaaa',
  'abcdefgh',
  '        ',
  '\u200b'.repeat(8),
  'Nestly@123',
  'User@12345',
  'Owner@12345',
  'Admin@12345',
];

const refusalOf = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; message: string; details: { field: string }[] };
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.details.map((detail) => detail.field)).toEqual([field]);
  return body.message;
};

describe('sign-up refuses weak passwords', () => {
  it.each(PROBED)('%j', async (password) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Someone New', email: uniqueEmail('user'), password },
      remoteAddress: signupAddress(),
    });
    expect(refusalOf(response, 'password')).toMatch(/password/i);
  });

  it("refuses one built on the person's own e-mail or name", async () => {
    for (const [email, password] of [
      ['rahul.nair@example.com', 'RahulNair2024'],
      ['rahul.nair@example.com', 'rahul.nair99'],
      ['kiran@example.com', 'K1ran@12345'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { name: 'Rahul Nair', email, password },
        remoteAddress: signupAddress(),
      });
      expect(refusalOf(response, 'password')).toMatch(/built on your name, your e-mail/);
    }
  });

  it('accepts a pass-phrase', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        name: 'Someone New',
        email: uniqueEmail('user'),
        password: 'ferry to fort kochi',
      },
      remoteAddress: signupAddress(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('change-password refuses weak passwords', () => {
  it.each([...PROBED, 'AshaMenon2024', 'asha.menon!!'])('%j', async (newPassword) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/change-password/${person.id}`,
      headers: person.auth,
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword },
    });
    refusalOf(response, 'newPassword');
  });
});
