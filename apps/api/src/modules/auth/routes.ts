import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  authResponseSchema,
  authTypeSchema,
  emailOnlyInputSchema,
  loginInputSchema,
  loginTypeSchema,
  messageResponseSchema,
  resendOtpInputSchema,
  resendOtpResponseSchema,
  resetPasswordInputSchema,
  signupFieldsSchema,
  signupResponseSchema,
  signupTypeSchema,
  verifyOtpInputSchema,
  type Role,
  type SelfServiceRole,
} from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../lib/bearer';
import type { AppDeps } from '../../app-deps';
import type { UploadedFile } from '../../lib/multipart';
import { readOwnerDocumentUpload } from './owner-document-files';
import { parseInput } from '../../lib/validation';
import { newDeviceId } from './login';
import { readTrustedDevice, setDeviceCookie } from './device-cookie';
import type { AuthService, ClientMeta, SignedIn } from './service';
import { errorAnswers } from '../../plugins/error-answers';

export const REFRESH_COOKIE = 'refreshToken';

/**
 * The same handlers serve /api/auth (role from the body's `type`), /api/user and /api/owner (role
 * from the prefix), and /api/admin for sign-in (spec section 7; PRODUCT.md, seed inconsistencies).
 */
export type AuthPrefix =
  | { prefix: '/api/auth'; role: null }
  | { prefix: '/api/user'; role: 'user' }
  | { prefix: '/api/owner'; role: 'owner' }
  | { prefix: '/api/admin'; role: 'admin' };

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const setRefreshCookie = (reply: FastifyReply, deps: AppDeps, signedIn: SignedIn) => {
  reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.env.COOKIE_SECURE,
    path: '/api',
    expires: signedIn.refreshTokenExpiresAt,
  });
};

const clearRefreshCookie = (reply: FastifyReply, deps: AppDeps) => {
  reply.clearCookie(REFRESH_COOKIE, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.env.COOKIE_SECURE,
  });
};

export const signedInBody = (signedIn: SignedIn, message: string) => ({
  message,
  user: signedIn.account,
  token: signedIn.accessToken,
});

/** The spec's refusals of a bad `type`; each is its own catalogue code and message. */
type TypeRefusal = 'INVALID_SIGNUP_TYPE' | 'INVALID_AUTH_TYPE';

/** A `type` in the body must agree with the prefix; under /api/auth it is required. */
const resolveRole = <T extends Role>(
  fixed: Role | null,
  type: T | undefined,
  refusal: TypeRefusal,
): T => {
  const role = fixed ?? type;
  if (!role || (type && fixed && type !== fixed)) {
    const message = MESSAGES[refusal];
    throw new AppError(refusal, { message, details: [{ field: 'type', message }] });
  }
  return role as T;
};

const selfServiceRole = (
  fixed: Role | null,
  type: SelfServiceRole | undefined,
  refusal: TypeRefusal,
) => {
  const role = resolveRole<Role>(fixed, type, refusal);
  if (role === 'admin') {
    const message = MESSAGES[refusal];
    throw new AppError('INVALID_AUTH_TYPE', { message, details: [{ field: 'type', message }] });
  }
  return role;
};

export const registerAuthRoutes = (
  app: FastifyInstance,
  deps: AppDeps,
  auth: AuthService,
  { prefix, role: fixedRole }: AuthPrefix,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  /** The client, with this browser's device cookie for the account when it has a valid one. */
  const callerMeta = (request: FastifyRequest, role: Role, email: string): ClientMeta => ({
    ...clientMeta(request),
    trustedDeviceId: readTrustedDevice(request, deps, role, email),
  });
  const isAdmin = fixedRole === 'admin';
  /** Under /api/auth the role travels as a required `type`; elsewhere the prefix says it. */
  const withType = <T extends z.ZodObject>(schema: T, typeSchema: z.ZodType) =>
    (fixedRole ? schema : schema.extend({ type: typeSchema })) as T;

  api.post(`${prefix}/login`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign in; answers an access token and sets the refresh cookie',
      body: withType(loginInputSchema, loginTypeSchema),
      response: { 200: authResponseSchema, ...errorAnswers(401, 403, 429) },
    },
    handler: async (request, reply) => {
      const role = resolveRole(fixedRole, request.body.type, 'INVALID_AUTH_TYPE');
      const { email, password } = request.body;
      const { signedIn, deviceId } = await auth.login(
        role,
        email,
        password,
        callerMeta(request, role, email),
      );
      setRefreshCookie(reply, deps, signedIn);
      setDeviceCookie(reply, deps, signedIn.account, deviceId);
      return signedInBody(signedIn, 'Logged in successfully');
    },
  });

  api.post(`${prefix}/logout`, {
    config: { access: 'public', checkOrigin: true },
    schema: {
      tags,
      summary: 'Sign out: ends the session of the refresh cookie',
      body: z.strictObject({ type: loginTypeSchema.optional() }).optional().nullable(),
      response: { 200: messageResponseSchema, ...errorAnswers(403) },
    },
    handler: async (request, reply) => {
      // Works with an expired access token too: the cookie names the session to end.
      const bearer = readBearerToken(request.headers.authorization);
      const claims = bearer ? await deps.tokens.verifyAccessToken(bearer, deps.clock.now()) : null;
      await auth.logout(request.cookies[REFRESH_COOKIE], claims?.sessionId);
      clearRefreshCookie(reply, deps);
      return { message: MESSAGES.LOGGED_OUT };
    },
  });

  if (isAdmin) return;

  api.post(`${prefix}/signup`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Sign up. Users send JSON {name, email, password, phone?}; owners send multipart/form-data with the same fields and 1–3 `documents` (PDF/JPEG/PNG, 10 MB each). Under /api/auth add `type`.',
      response: { 201: signupResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request, reply) => {
      let fields: unknown;
      let documents: UploadedFile[] = [];
      if (request.isMultipart()) {
        const parsed = await readOwnerDocumentUpload(request);
        fields = parsed.fields;
        documents = parsed.files;
      } else {
        fields = request.body ?? {};
      }
      const { type, ...rest } = parseInput(
        z.object({ type: signupTypeSchema.optional() }).loose(),
        fields,
      );
      const role = selfServiceRole(fixedRole, type, 'INVALID_SIGNUP_TYPE');
      const input = parseInput(signupFieldsSchema, rest);
      if (role === 'owner' && documents.length === 0) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Upload at least one identity document (PDF, JPEG or PNG)',
          details: [{ field: 'documents', message: 'At least one document is required' }],
        });
      }
      if (role === 'user' && documents.length > 0) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Users do not upload documents',
          details: [{ field: 'documents', message: 'Not expected' }],
        });
      }
      const result = await auth.signup(
        role,
        input,
        documents,
        callerMeta(request, role, input.email),
      );
      reply.status(201);
      // The same answer whether or not the address has an account (its owner is e-mailed).
      return {
        message: 'Check your e-mail: enter the code we sent to finish signing up.',
        ...result,
      };
    },
  });

  api.post(`${prefix}/verify-otp`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Verify the e-mailed one-time code: makes the account and signs in (answers the token, sets the refresh cookie)',
      body: withType(verifyOtpInputSchema, authTypeSchema),
      response: { 200: authResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request, reply) => {
      const { type, ...input } = request.body;
      const role = selfServiceRole(fixedRole, type, 'INVALID_AUTH_TYPE');
      const signedIn = await auth.verifyEmail(role, input, clientMeta(request));
      setRefreshCookie(reply, deps, signedIn);
      setDeviceCookie(reply, deps, signedIn.account, newDeviceId());
      return signedInBody(signedIn, 'E-mail verified. Welcome to Nestly!');
    },
  });

  api.post(`${prefix}/resend-otp`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Send a new verification code (at most once a minute)',
      body: withType(resendOtpInputSchema, authTypeSchema),
      response: { 200: resendOtpResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request) => {
      const { type, ...input } = request.body;
      const role = selfServiceRole(fixedRole, type, 'INVALID_AUTH_TYPE');
      const result = await auth.resendVerificationCode(
        role,
        input,
        callerMeta(request, role, input.email),
      );
      return {
        message: 'If that account is waiting for verification, a new code is on its way.',
        ...result,
      };
    },
  });

  api.post(`${prefix}/forgot-pass`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'E-mail a password reset code',
      body: withType(emailOnlyInputSchema, authTypeSchema),
      response: { 200: messageResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request) => {
      const role = selfServiceRole(fixedRole, request.body.type, 'INVALID_AUTH_TYPE');
      const { email } = request.body;
      await auth.forgotPassword(role, email, callerMeta(request, role, email));
      return {
        message: 'If an account exists for that e-mail, we sent a code to reset the password.',
      };
    },
  });

  api.post(`${prefix}/reset-password`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Set a new password with the e-mailed code',
      body: withType(resetPasswordInputSchema, authTypeSchema),
      response: { 200: messageResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request) => {
      const { type, ...input } = request.body;
      const role = selfServiceRole(fixedRole, type, 'INVALID_AUTH_TYPE');
      await auth.resetPassword(role, input, callerMeta(request, role, input.email));
      return { message: 'Password updated. Please sign in with your new password.' };
    },
  });

  if (prefix !== '/api/auth') return;

  api.get('/api/auth/refresh-token', {
    config: { access: 'public', checkOrigin: true },
    schema: {
      tags,
      summary: 'Rotate the refresh cookie and answer a fresh access token',
      response: { 200: authResponseSchema, ...errorAnswers(401, 403) },
    },
    handler: async (request, reply) => {
      try {
        const signedIn = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, deps, signedIn);
        return signedInBody(signedIn, 'Token refreshed');
      } catch (error) {
        clearRefreshCookie(reply, deps);
        throw error;
      }
    },
  });
};
