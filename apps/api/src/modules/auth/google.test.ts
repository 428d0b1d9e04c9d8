import { randomUUID } from 'node:crypto';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createUser,
  loginAdmin,
  refreshCookieOf,
  signupUser,
  uniqueEmail,
} from '../../test/factories/accounts';

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT_ID = 'nestly-test-client';
const CLIENT_SECRET = 'nestly-test-secret';

/** What the mock provider says about the person signing in on the next round trip. */
interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

const newIdentity = (overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('google'),
  email_verified: true,
  name: 'Gita Google',
  ...overrides,
});

let t: TestApp;
let provider: OAuth2Server;
let identity: GoogleIdentity;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The mock names itself "localhost"; pin the address it actually listens on.
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  // Every token (access and id token) and the userinfo answer carry the current identity.
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
  });
  provider.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = { ...identity };
  });
  t = await buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer.url,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});
beforeEach(() => {
  identity = newIdentity();
});

/** `name=value` exactly as the server set it (signed values must not be re-encoded). */
const rawCookie = (response: { headers: Record<string, unknown> }, name: string) => {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  const line = lines.find((entry: string) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie set`);
  return line.split(';')[0]!;
};

/** Where a redirect to the web app landed, with its query. */
const webResult = (response: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), PUBLIC_URL);
  expect(location.pathname).toBe('/auth/google/callback');
  return {
    status: location.searchParams.get('status'),
    message: location.searchParams.get('message'),
  };
};

/** GET /api/auth/google: the redirect to the provider and the signed flow cookie. */
const startSignIn = async () => {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  return {
    start,
    authorizeUrl: new URL(String(start.headers.location)),
    flowCookie: rawCookie(start, 'google_oidc'),
  };
};

/** The browser's trip to the provider, over real HTTP; answers the callback URL it sends us to. */
const visitProvider = async (authorizeUrl: URL) => {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  return callback;
};

const finishSignIn = (callback: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });

/** The whole round trip for `identity`; answers our callback's response. */
const signInWithGoogle = async () => {
  const { authorizeUrl, flowCookie } = await startSignIn();
  const callback = await visitProvider(authorizeUrl);
  return finishSignIn(callback, flowCookie);
};

const whoAmI = async (response: Parameters<typeof refreshCookieOf>[0]) => {
  const refreshed = await t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh-token',
    headers: { cookie: refreshCookieOf(response) },
  });
  expect(refreshed.statusCode).toBe(200);
  return refreshed.json().user as {
    id: string;
    role: string;
    email: string;
    name: string;
    isVerified: boolean;
    hasPassword: boolean;
  };
};

const hasRefreshCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.some((entry) => entry.name === 'refreshToken' && entry.value !== '');

describe('Google sign-in', () => {
  it('sends state, nonce and an S256 PKCE challenge, and keeps them in a signed cookie', async () => {
    const { start, authorizeUrl } = await startSignIn();
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(
      `${provider.issuer.url}/authorize`,
    );
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');

    const cookie = start.cookies.find((entry) => entry.name === 'google_oidc')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    // Signed: the flow secrets are readable but carry a signature, so they cannot be forged.
    expect(t.app.unsignCookie(cookie.value).valid).toBe(true);
    // The verifier itself never leaves for the provider; only its challenge does.
    const flow = JSON.parse(t.app.unsignCookie(cookie.value).value!) as Record<string, string>;
    expect(flow.state).toBe(params.get('state'));
    expect(flow.nonce).toBe(params.get('nonce'));
    expect(authorizeUrl.href).not.toContain(flow.codeVerifier!);
  });

  it('signs a new person in: a verified user with no password and the e-mail from Google', async () => {
    const { authorizeUrl, flowCookie } = await startSignIn();
    const callback = await visitProvider(authorizeUrl);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));

    const done = await finishSignIn(callback, flowCookie);
    expect(webResult(done)).toEqual({ status: 'success', message: null });
    expect(done.cookies.find((entry) => entry.name === 'refreshToken')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
    });
    // The one-shot flow cookie is cleared.
    expect(done.cookies.find((entry) => entry.name === 'google_oidc')?.value).toBe('');

    const user = await whoAmI(done);
    expect(user).toMatchObject({
      role: 'user',
      email: identity.email,
      name: identity.name,
      isVerified: true,
      hasPassword: false,
    });
  });

  it('signs the same Google account into the same user the second time', async () => {
    const first = await whoAmI(await signInWithGoogle());
    // Google may report a changed e-mail; the subject is what identifies the person.
    identity = { ...identity, email: uniqueEmail('renamed') };
    const second = await signInWithGoogle();
    expect(webResult(second).status).toBe('success');
    expect((await whoAmI(second)).id).toBe(first.id);
  });

  it('links an existing password user with the same e-mail instead of creating another', async () => {
    const existing = await createUser(t.app, t.mailer);
    identity = newIdentity({ email: existing.email });
    const done = await signInWithGoogle();
    expect(webResult(done).status).toBe('success');
    const user = await whoAmI(done);
    expect(user).toMatchObject({ id: existing.id, email: existing.email, hasPassword: true });
    // The password still works, and the next Google sign-in finds the account by its subject.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await whoAmI(await signInWithGoogle())).id).toBe(existing.id);
  });

  it('drops the password of an unverified signup it claims, so a squatter cannot keep access', async () => {
    const squatter = await signupUser(t.app);
    identity = newIdentity({ email: squatter.email });
    const done = await signInWithGoogle();
    expect(webResult(done).status).toBe('success');
    expect(await whoAmI(done)).toMatchObject({
      email: squatter.email,
      isVerified: true,
      hasPassword: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets a Google user deleted by an admin sign up again with Google', async () => {
    const first = await whoAmI(await signInWithGoogle());
    const admin = await loginAdmin(t.app);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/delete/${first.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await signInWithGoogle();
    expect(webResult(again).status).toBe('success');
    expect((await whoAmI(again)).id).not.toBe(first.id);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { authorizeUrl, flowCookie } = await startSignIn();
    const callback = await visitProvider(authorizeUrl);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const done = await finishSignIn(callback, flowCookie);
    expect(webResult(done)).toEqual({ status: 'error', message: expect.any(String) });
    expect(hasRefreshCookie(done)).toBe(false);
  });

  it('refuses a callback without the flow cookie, or with an unsigned one', async () => {
    const { start, authorizeUrl } = await startSignIn();
    const callback = await visitProvider(authorizeUrl);

    const missing = await finishSignIn(callback);
    expect(webResult(missing)).toEqual({
      status: 'error',
      message: expect.stringMatching(/expired/i),
    });
    expect(hasRefreshCookie(missing)).toBe(false);

    // The right secrets, but not signed by us (as a forger would have to send them).
    const value = t.app.unsignCookie(
      start.cookies.find((entry) => entry.name === 'google_oidc')!.value,
    ).value!;
    const unsigned = await finishSignIn(callback, `google_oidc=${encodeURIComponent(value)}`);
    expect(webResult(unsigned).status).toBe('error');
    expect(hasRefreshCookie(unsigned)).toBe(false);
  });

  it('refuses a Google e-mail address that is not verified', async () => {
    identity = newIdentity({ email_verified: false });
    const done = await signInWithGoogle();
    expect(webResult(done)).toEqual({
      status: 'error',
      message: expect.stringMatching(/not verified/i),
    });
    expect(hasRefreshCookie(done)).toBe(false);
  });

  it('refuses an id token whose nonce does not match the flow', async () => {
    const { authorizeUrl, flowCookie } = await startSignIn();
    const callback = await visitProvider(authorizeUrl);
    // The provider echoes some other nonce in the id token (a replayed or injected token).
    const wrongNonce = (token: MutableToken) => {
      token.payload.nonce = 'not-the-nonce-we-sent';
    };
    provider.service.on('beforeTokenSigning', wrongNonce);
    try {
      const done = await finishSignIn(callback, flowCookie);
      expect(webResult(done).status).toBe('error');
      expect(hasRefreshCookie(done)).toBe(false);
    } finally {
      provider.service.off('beforeTokenSigning', wrongNonce);
    }
  });

  it('keeps a blocked user out', async () => {
    const user = await whoAmI(await signInWithGoogle());
    const admin = await loginAdmin(t.app);
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/status/${user.id}`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);

    const done = await signInWithGoogle();
    expect(webResult(done)).toEqual({ status: 'error', message: MESSAGES.ACCOUNT_BLOCKED });
    expect(hasRefreshCookie(done)).toBe(false);
  });

  it('sends the browser back with an error when Google sign-in is not configured', async () => {
    // The only test needing other settings: a second app without GOOGLE_CLIENT_ID.
    const unconfigured = await buildTestApp({ PUBLIC_URL });
    try {
      const response = await unconfigured.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(webResult(response)).toEqual({
        status: 'error',
        message: 'Google sign-in is not configured',
      });
      expect(String(response.headers.location)).toBe(
        `/auth/google/callback?${new URLSearchParams({ status: 'error', message: 'Google sign-in is not configured' })}`,
      );
      expect(response.cookies.some((entry) => entry.name === 'google_oidc')).toBe(false);
    } finally {
      await unconfigured.close();
    }
  });
});
