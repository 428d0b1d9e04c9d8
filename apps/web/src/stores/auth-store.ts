import { create } from 'zustand';
import {
  AUTH_STORAGE_KEY,
  AUTH_TYPE_SESSION_KEY,
  TOKEN_STORAGE_KEY,
  type Account,
  type Role,
} from '@nestly/shared';
import { afterEarlyView } from '../lib/early-view';

interface AuthData {
  user: Account | null;
  authType: Role | null;
  isAuthenticated: boolean;
}

interface AuthActions {
  /** After login, refresh or Google sign-in: store the person, the token and the auth type. */
  setSession: (session: { user: Account; token: string; authType: Role }) => void;
  /** Refresh the stored person (status check, profile edits, token refresh). */
  setUser: (user: Account) => void;
  /** Logout, blocked account or failed refresh: forget everything (spec section 4). */
  clearSession: () => void;
}

export type AuthState = AuthData & AuthActions;

const signedOut: AuthData = { user: null, authType: null, isAuthenticated: false };

/**
 * The session survives reloads in localStorage under AUTH_STORAGE_KEY, in the shape zustand's
 * `persist` middleware wrote ({ state, version: 0 }), so sessions stored before carry on. Read and
 * written here by hand: the middleware module is 1.6 KiB gzipped of the landing page's budget
 * (issue 12) for this one synchronous read and write.
 */
const STORED_VERSION = 0;

/** The stored `state`, when it is of this version and says someone is signed in. */
export const signedInStateOf = (stored: unknown): Record<string, unknown> | null => {
  const { state, version = STORED_VERSION } = (stored ?? {}) as {
    state?: Record<string, unknown>;
    version?: unknown;
  };
  return version === STORED_VERSION && state?.isAuthenticated === true ? state : null;
};

/**
 * Storage is anyone's to edit, and a value the guards and layouts index with (an unknown
 * `authType`) crashed the app into "Something Went Wrong" with no way to sign out (issue 29). Only
 * what the first draw relies on is checked here, by hand: this runs before the landing page draws,
 * which downloads no Zod (issue 12, bundle budget). A refused session starts signed out at once;
 * `stored-session-check`, loaded on demand, says why (the spec's role-dispatch message), signs out
 * on the device, and checks a kept account in full with Zod.
 */
const readStoredSession = (): Partial<AuthData> => {
  let state: Record<string, unknown> | null = null;
  try {
    state = signedInStateOf(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null'));
  } catch {
    // Unreadable (not JSON, storage unavailable): start signed out, as the middleware did.
  }
  if (!state) return {};
  const stored = state;
  // Not now: this runs while the entry's modules are evaluated (lib/early-view).
  afterEarlyView(
    () =>
      void import('./stored-session-check').then(({ reviewStoredSession }) =>
        reviewStoredSession(stored, useAuthStore),
      ),
  );
  const { user, authType } = state as { user?: Partial<Account>; authType?: Role };
  const roles: unknown[] = ['user', 'owner', 'admin'] satisfies Role[];
  return roles.includes(authType) &&
    user?.role === authType &&
    typeof user?.id === 'string' &&
    typeof user?.name === 'string'
    ? { user: user as Account, authType, isAuthenticated: true }
    : {};
};

const storeSession = ({ user, authType, isAuthenticated }: AuthData): void => {
  try {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user, authType, isAuthenticated }, version: STORED_VERSION }),
    );
  } catch (error) {
    console.warn('Could not keep the session for the next visit', error);
  }
};

export const useAuthStore = create<AuthState>()((set) => ({
  ...signedOut,
  ...readStoredSession(),
  setSession: ({ user, token, authType }) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    sessionStorage.setItem(AUTH_TYPE_SESSION_KEY, authType);
    set({ user, authType, isAuthenticated: true });
  },
  setUser: (user) => set((state) => (state.isAuthenticated ? { user } : state)),
  clearSession: () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    sessionStorage.removeItem(AUTH_TYPE_SESSION_KEY);
    set(signedOut);
  },
}));

useAuthStore.subscribe(storeSession);

/** The first word of a name, for the header greeting. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;
