import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_DISPATCH_MESSAGES } from '@nestly/shared';
import { createUser, loginAdmin, type SignedInPerson } from '../test/factories/accounts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

// Spec section 8: the role-dispatch messages, where the API meets their situations.
let t: TestApp;
let user: SignedInPerson;
let admin: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.mailer);
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const profileOf = (person: SignedInPerson, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/profile/${person.id}`,
    headers: authorization === undefined ? {} : { authorization },
  });

describe('who is calling', () => {
  it('answers "Not authenticated" (401) without credentials', async () => {
    const response = await profileOf(user);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'NOT_AUTHENTICATED',
      message: MESSAGES.NOT_AUTHENTICATED,
    });
  });

  it('answers "Invalid authentication type" (401) to a scheme other than Bearer', async () => {
    const token = user.auth.authorization.replace(/^Bearer\s+/i, '');
    for (const header of [`Basic ${token}`, `Token ${token}`, token]) {
      const response = await profileOf(user, header);
      expect(response.statusCode, header.slice(0, 6)).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'NOT_AUTHENTICATED',
        message: ROLE_DISPATCH_MESSAGES.INVALID_AUTHENTICATION_TYPE,
      });
    }
    expect((await profileOf(user, `bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers "Unauthorized role" (403) to a role a shared area does not serve', async () => {
    // Chat attachments serve users and owners; an admin is neither.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chat/attachments/${randomUUID()}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: ROLE_DISPATCH_MESSAGES.UNAUTHORIZED_ROLE,
    });
  });
});
