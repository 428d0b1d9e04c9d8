import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type SignedInPerson } from '../test/factories/accounts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

// Issue 8, production mode: caching, HSTS and the Origin check on cookie-authenticated calls.
let t: TestApp;
let secure: TestApp;
let user: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://nestly.example', TRUST_PROXY: 'true' });
  secure = await buildTestApp({ COOKIE_SECURE: 'true' });
  user = await createUser(t.app, t.mailer);
});
afterAll(async () => {
  await Promise.all([t.close(), secure.close()]);
});

describe('Cache-Control', () => {
  it('is no-store on authenticated answers, their errors, and sign-in answers', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile/${user.id}`,
      headers: user.auth,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: `/api/user/profile/${user.id}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent over plain HTTP, and sent behind HTTPS (COOKIE_SECURE or a secure request)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toContain('max-age=');
    const configured = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(configured.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('Origin on cookie-authenticated calls', () => {
  it('refuses a refresh from a foreign origin and accepts its own, PUBLIC_URL or none', async () => {
    const person = await login(t.app, 'user', user.email, user.password);
    const refresh = (cookie: string, origin?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh-token',
        headers: { cookie, ...(origin ? { origin } : {}) },
      });
    const foreign = await refresh(person.cookie, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    // The refused call did not use the cookie: it still works from home.
    const own = await refresh(person.cookie, 'http://localhost:80');
    expect(own.statusCode, own.body).toBe(200);
    const next = own.cookies.find((cookie) => cookie.name === 'refreshToken')!;
    const viaPublicUrl = await refresh(`refreshToken=${next.value}`, 'https://nestly.example');
    expect(viaPublicUrl.statusCode).toBe(200);
    const last = viaPublicUrl.cookies.find((cookie) => cookie.name === 'refreshToken')!;
    expect((await refresh(`refreshToken=${last.value}`)).statusCode).toBe(200);
    expect((await refresh(`refreshToken=${last.value}`, 'null')).statusCode).toBe(403);
  });

  it('refuses a logout from a foreign origin, leaving the session alive', async () => {
    const person = await login(t.app, 'user', user.email, user.password);
    for (const prefix of ['/api/auth', '/api/user', '/api/owner', '/api/admin']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${prefix}/logout`,
        headers: { ...person.auth, cookie: person.cookie, origin: 'https://evil.example' },
      });
      expect(refused.statusCode).toBe(403);
    }
    const stillIn = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile/${person.id}`,
      headers: person.auth,
    });
    expect(stillIn.statusCode).toBe(200);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...person.auth, cookie: person.cookie, origin: 'http://localhost:80' },
    });
    expect(loggedOut.statusCode).toBe(200);
  });
});
