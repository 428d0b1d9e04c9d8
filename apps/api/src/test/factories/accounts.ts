import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@nestly/shared';
import type { MemoryMailer } from '../../lib/mailer';
import { TEST_ADMIN } from '../helpers/build-test-app';
import { buildMultipart, PDF_BYTES } from '../helpers/multipart';

export interface SignedInPerson {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `refreshToken=…` as a Cookie header value. */
  cookie: string;
  auth: { authorization: string };
}

/** Not on the common-password list (the API refuses those, e.g. `Secret123`). */
export const DEFAULT_PASSWORD = 'Tenant#Secret42';

/** The six-digit code in the latest mail to this address (once queued mail has gone out). */
export const readCodeFromMail = async (mailer: MemoryMailer, email: string) => {
  await mailer.settle();
  const mail = mailer.lastTo(email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

export const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((entry) => entry.name === 'refreshToken');
  if (!cookie) throw new Error('no refresh cookie set');
  return `refreshToken=${cookie.value}`;
};

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A client address of its own for each sign-up (TEST-NET-2): a file makes far more accounts than
 * one real address would, and the per-address sign-up budget is not what these tests are about.
 */
let lastSignupAddress = 0;
export const signupAddress = () => {
  lastSignupAddress += 1;
  return `198.51.${Math.floor(lastSignupAddress / 250) % 250}.${(lastSignupAddress % 250) + 1}`;
};

export const signupUser = async (
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  remoteAddress = signupAddress(),
) => {
  const body = {
    name: 'Test User',
    email: uniqueEmail('user'),
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: body,
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return body;
};

export const signupOwner = async (app: FastifyInstance, overrides: Record<string, string> = {}) => {
  const fields = {
    name: 'Test Owner',
    email: uniqueEmail('owner'),
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const form = buildMultipart(fields, [
    { field: 'documents', fileName: 'id.pdf', contentType: 'application/pdf', body: PDF_BYTES },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/owner/signup',
    ...form,
    remoteAddress: signupAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`owner signup failed: ${response.body}`);
  return fields;
};

export const login = async (
  app: FastifyInstance,
  role: Role,
  email: string,
  password: string,
): Promise<SignedInPerson> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json();
  return {
    id: body.user.id,
    email,
    password,
    token: body.token,
    cookie: refreshCookieOf(response),
    auth: { authorization: `Bearer ${body.token}` },
  };
};

export const verify = async (
  app: FastifyInstance,
  mailer: MemoryMailer,
  role: 'user' | 'owner',
  email: string,
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${role}/verify-otp`,
    payload: { email, otp: await readCodeFromMail(mailer, email) },
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
};

/** A verified, signed-in user. */
export const createUser = async (
  app: FastifyInstance,
  mailer: MemoryMailer,
  overrides: Record<string, string> = {},
  /** The address the sign-up comes from (a fresh one by default). */
  remoteAddress?: string,
) => {
  const body = await signupUser(app, overrides, remoteAddress);
  await verify(app, mailer, 'user', body.email);
  return login(app, 'user', body.email, body.password);
};

/** A verified, signed-in owner; approved by the admin unless `approved: false`. */
export const createOwner = async (
  app: FastifyInstance,
  mailer: MemoryMailer,
  { approved = true, ...overrides }: { approved?: boolean } & Record<string, string | boolean> = {},
) => {
  const fields = await signupOwner(app, overrides as Record<string, string>);
  await verify(app, mailer, 'owner', fields.email);
  const owner = await login(app, 'owner', fields.email, fields.password);
  if (approved) {
    const admin = await loginAdmin(app);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/owners/approve/${owner.id}`,
      headers: admin.auth,
    });
    if (response.statusCode !== 200) throw new Error(`approve failed: ${response.body}`);
  }
  return owner;
};

export const loginAdmin = (app: FastifyInstance) =>
  login(app, 'admin', TEST_ADMIN.email, TEST_ADMIN.password);
