import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFRESH_REUSE_GRACE_SECONDS } from '@nestly/shared';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/helpers/build-test-app';
import {
  DEFAULT_PASSWORD,
  loginAdmin,
  readCodeFromMail,
  refreshCookieOf,
  signupOwner,
  signupUser,
  uniqueEmail,
} from '../../test/factories/accounts';
import { fieldsOf } from '../../test/helpers/responses';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(['user', 'owner'] as const)('the %s account lifecycle', (role) => {
  it('signs up, verifies the code, logs in, rotates the refresh token and logs out', async () => {
    const { app, mailer } = t;
    const fields = role === 'user' ? await signupUser(app) : await signupOwner(app);

    // Not verified yet: sign-in is refused and a code is on its way.
    const early = await app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email: fields.email, password: DEFAULT_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('ACCOUNT_NOT_VERIFIED');

    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: {
        type: role,
        email: fields.email,
        otp: await readCodeFromMail(mailer, fields.email),
      },
    });
    expect(verify.statusCode).toBe(200);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: role, email: fields.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.user).toMatchObject({
      role,
      email: fields.email,
      status: 'active',
      isVerified: true,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user.approvalStatus).toBe(role === 'owner' ? 'pending' : null);
    const cookie = login.cookies.find((entry) => entry.name === 'refreshToken')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });

    const status = await app.inject({
      method: 'GET',
      url: `/api/${role}/check-status/${body.user.id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('active');

    // Rotation: the first refresh token works once and yields a new one.
    const firstCookie = `refreshToken=${cookie.value}`;
    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: firstCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).toEqual(expect.any(String));
    const secondCookie = refreshCookieOf(refreshed);
    expect(secondCookie).not.toBe(firstCookie);

    // Reuse of the rotated token, once its grace window has passed, revokes the whole family:
    // the newer token dies too.
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const reuse = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: firstCookie },
    });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: secondCookie },
    });
    expect(afterReuse.statusCode).toBe(401);
    const deadAccess = await app.inject({
      method: 'GET',
      url: `/api/${role}/profile/${body.user.id}`,
      headers: { authorization: `Bearer ${refreshed.json().token}` },
    });
    expect(deadAccess.statusCode).toBe(401);

    // A new sign-in, then logout ends that session and its refresh token.
    const again = await app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email: fields.email, password: DEFAULT_PASSWORD },
    });
    const againCookie = refreshCookieOf(again);
    const logout = await app.inject({
      method: 'POST',
      url: `/api/${role}/logout`,
      headers: { cookie: againCookie, authorization: `Bearer ${again.json().token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe(MESSAGES.LOGGED_OUT);
    const afterLogout = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: againCookie },
    });
    expect(afterLogout.statusCode).toBe(401);
    const accessAfterLogout = await app.inject({
      method: 'GET',
      url: `/api/${role}/profile/${body.user.id}`,
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(accessAfterLogout.statusCode).toBe(401);
  });
});

describe('admin sign-in', () => {
  it('logs the admin in from the environment credentials', async () => {
    const admin = await loginAdmin(t.app);
    expect(admin.token).toEqual(expect.any(String));
    const viaAuth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'admin', email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(viaAuth.statusCode).toBe(200);
    expect(viaAuth.json().user.role).toBe('admin');
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ADMIN.email, password: 'nope12345' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'who@x.com', password: 'nope12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });
});

describe('the role field of /api/auth', () => {
  it.each([
    [{}, MESSAGES.INVALID_SIGNUP_TYPE],
    [{ type: 'admin' }, MESSAGES.INVALID_SIGNUP_TYPE],
    [{ type: 'tenant' }, MESSAGES.INVALID_SIGNUP_TYPE],
  ])('signup with %o answers 400 "%s"', async (extra, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'A Person', email: uniqueEmail('x'), password: DEFAULT_PASSWORD, ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'INVALID_SIGNUP_TYPE' });
  });

  it.each(['verify-otp', 'resend-otp', 'forgot-pass', 'reset-password', 'login'])(
    '%s without a valid type answers 400 "Invalid auth type"',
    async (call) => {
      const payload = { email: 'a@b.com', otp: '123456', newPassword: 'Secret123', password: 'x' };
      for (const type of [undefined, 'tenant']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/auth/${call}`,
          payload: { ...payload, type },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: MESSAGES.INVALID_AUTH_TYPE,
          code: 'INVALID_AUTH_TYPE',
        });
      }
    },
  );

  it('refuses a type that disagrees with the prefix', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { type: 'owner', email: 'a@b.com', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.INVALID_AUTH_TYPE);
  });
});

describe('bad input on every auth call answers 400 with field details', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['/api/user/signup', { name: 'A', email: 'not-an-email', password: 'short' }, 'email'],
    [
      '/api/user/signup',
      { name: 'Good Name', email: 'ok@example.com', password: 'password123' },
      'password',
    ],
    [
      '/api/user/signup',
      { name: 'Good Name', email: 'ok@example.com', password: 'Secret123', role: 'admin' },
      'body',
    ],
    ['/api/user/login', { email: 'nope' }, 'email'],
    ['/api/user/verify-otp', { email: 'a@b.com', otp: '12ab' }, 'otp'],
    ['/api/user/resend-otp', { email: '' }, 'email'],
    ['/api/user/forgot-pass', {}, 'email'],
    [
      '/api/user/reset-password',
      { email: 'a@b.com', otp: '123456', newPassword: '123' },
      'newPassword',
    ],
    ['/api/owner/login', { email: 'a@b.com', password: 'x', extra: true }, 'body'],
    ['/api/admin/login', { email: 'a@b.com' }, 'password'],
  ];
  it.each(cases)('%s %o names %s', async (url, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(fieldsOf(response)).toContain(field);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('one-time codes', () => {
  it('burns a code after 5 wrong tries', async () => {
    const fields = await signupUser(t.app);
    // The code is made and mailed by the queue, once the sign-up has answered.
    const code = await readCodeFromMail(t.mailer, fields.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/verify-otp',
        payload: { email: fields.email, otp: '000000' },
      });
      expect(response.statusCode).toBe(400);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: fields.email, otp: code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/expired|new one/i);
  });

  it('expires after 10 minutes', async () => {
    const fields = await signupUser(t.app);
    const code = await readCodeFromMail(t.mailer, fields.email);
    t.clock.advance(10 * 60_000 + 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: fields.email, otp: code },
    });
    expect(response.statusCode).toBe(400);
  });

  it('resends at most once a minute: an early resend answers alike and mails nothing', async () => {
    const fields = await signupUser(t.app);
    const first = await readCodeFromMail(t.mailer, fields.email);
    const mailed = () => t.mailer.sent.filter((mail) => mail.to === fields.email).length;
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-otp',
      payload: { email: fields.email },
    });
    // No 429 that only an address waiting for a code would get (issue 23, item 4).
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json().retryAfterSeconds).toBe(60);
    await t.mailer.settle();
    expect(mailed()).toBe(1);
    t.clock.advance(61_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-otp',
      payload: { email: fields.email },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(tooSoon.json());
    const code = await readCodeFromMail(t.mailer, fields.email);
    expect(mailed()).toBe(2);
    // The new code replaces the first.
    expect(code).not.toBe(first);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: fields.email, otp: code },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('resets with the mailed code and ends existing sessions', async () => {
    const fields = await signupUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: fields.email, otp: await readCodeFromMail(t.mailer, fields.email) },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: fields.email, password: DEFAULT_PASSWORD },
    });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-pass',
      payload: { email: fields.email },
    });
    expect(forgot.statusCode).toBe(200);
    const code = await readCodeFromMail(t.mailer, fields.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: fields.email, otp: code, newPassword: 'NewSecret456' },
    });
    expect(reset.statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: refreshCookieOf(login) },
    });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: fields.email, password: DEFAULT_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: fields.email, password: 'NewSecret456' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('answers forgot-pass the same for an unknown e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/owner/forgot-pass',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(t.mailer.lastTo('ghost@example.com')).toBeUndefined();
  });
});
