import type { Role, SelfServiceRole, SignupFields } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import type { UploadedFile } from '../../lib/multipart';
import { noAccessCache, type AccessCache } from './access-cache';
import type { ClientMeta } from './errors';
import { createGoogleSignIn } from './google-accounts';
import { createLogin } from './login';
import { createPasswordReset } from './passwords';
import { createRegistrations } from './registrations';
import { createSessions, type AuthenticatedAccount } from './sessions';

export type { ClientMeta } from './errors';
export type { AuthenticatedAccount, SignedIn } from './sessions';

/**
 * Accounts' way in: sign-up registrations and their codes, sign-in (with device cookies against
 * lockouts), sessions and refresh, password reset, Google. Each part lives in its own file; this
 * is the module's one service.
 */
export const createAuthService = (
  deps: AppDeps,
  accessCache: AccessCache<AuthenticatedAccount> = noAccessCache<AuthenticatedAccount>(),
) => {
  const sessions = createSessions(deps, accessCache);
  const registrations = createRegistrations(deps);
  const passwords = createPasswordReset(deps);
  const login = createLogin(deps, sessions, registrations);

  return {
    signup: (
      role: SelfServiceRole,
      fields: SignupFields,
      documents: UploadedFile[],
      meta: ClientMeta,
    ) => registrations.signup(role, fields, documents, meta),

    /** A right code makes the account and signs the person in (issue 12: no second log-in). */
    verifyEmail: async (
      role: SelfServiceRole,
      input: { email: string; otp: string; registrationId?: string },
      meta: ClientMeta,
    ) => sessions.startSession(await registrations.verify(role, input, meta), meta),

    resendVerificationCode: registrations.resend,
    login,
    refresh: sessions.refresh,
    logout: sessions.logout,
    forgotPassword: passwords.forgotPassword,
    resetPassword: passwords.resetPassword,
    authenticateAccessToken: sessions.authenticateAccessToken,
    signInWithGoogle: createGoogleSignIn(deps, sessions),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
export type { Role };
