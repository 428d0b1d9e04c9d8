import { MESSAGES } from '@nestly/shared';
import { AppError } from '../../lib/app-error';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
  /** The id of this browser's device cookie for the account signing in, when it has a valid one. */
  trustedDeviceId?: string | null;
}

export const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', { message: 'Invalid email or password' });

export const blocked = () => new AppError('ACCOUNT_BLOCKED', { message: MESSAGES.ACCOUNT_BLOCKED });

export const notAuthenticated = () =>
  new AppError('NOT_AUTHENTICATED', { message: MESSAGES.NOT_AUTHENTICATED });

export const sessionExpired = () =>
  new AppError('SESSION_EXPIRED', { message: 'Your session has ended. Please sign in again.' });

/**
 * The one answer to any code that does not work: wrong, expired, burnt, never sent, or for an
 * address that is unknown or already verified. Saying which would tell a stranger which e-mail
 * addresses have accounts.
 */
export const invalidCode = () =>
  new AppError('OTP_INVALID', {
    message: 'Incorrect or expired code. Check your latest e-mail, or ask for a new one.',
    details: [{ field: 'otp', message: 'Incorrect or expired code' }],
  });
