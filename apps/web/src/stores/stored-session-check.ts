import { ROLE_DISPATCH_MESSAGES, accountSchema, roleSchema } from '@nestly/shared';
import { toast } from '../lib/toast';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What is wrong with a stored signed-in session, as the spec's role-dispatch message (section 8),
 * or null when nothing is. Loaded on demand by the auth store, so Zod checks the whole account
 * without weighing on the first page (issue 12, bundle budget).
 */
export const problemWithStoredSession = (state: Record<string, unknown>): string | null => {
  const { user, authType } = state;
  if (isEmpty(authType)) return ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED;
  if (!roleSchema.safeParse(authType).success)
    return ROLE_DISPATCH_MESSAGES.INVALID_AUTHENTICATION_TYPE;
  if (!user || typeof user !== 'object') return ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED;
  const { role } = user as { role?: unknown };
  if (isEmpty(role)) return ROLE_DISPATCH_MESSAGES.NO_USER_ROLE_PROVIDED;
  if (!roleSchema.safeParse(role).success) return ROLE_DISPATCH_MESSAGES.UNKNOWN_ROLE;
  // A user's account kept for the owner's area (or any such mix): the area does not serve it.
  if (role !== authType) return ROLE_DISPATCH_MESSAGES.UNAUTHORIZED_ROLE;
  if (!accountSchema.safeParse(user).success) return ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED;
  return null;
};

/** The auth store, as far as this needs it (no import: the store loads this module). */
interface SessionStore {
  getState: () => { isAuthenticated: boolean; user: unknown; clearSession: () => void };
}

/**
 * Signs a refused stored session out on this device (token, auth type and stored state; the
 * server is not asked: nothing stored can be trusted) and says why. Unless someone signed in
 * since the page started: the storage is theirs then.
 */
export const reviewStoredSession = (state: Record<string, unknown>, store: SessionStore): void => {
  const problem = problemWithStoredSession(state);
  const { isAuthenticated, user, clearSession } = store.getState();
  if (!problem || (isAuthenticated && user !== state.user)) return;
  console.warn(`The stored session was refused: ${problem}`);
  clearSession();
  toast.error(`${problem}: please sign in again.`, { toastId: 'stored-session-refused' });
};
