import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  AUTH_STORAGE_KEY,
  AUTH_TYPE_SESSION_KEY,
  TOKEN_STORAGE_KEY,
  type Account,
  type Role,
} from '@nestly/shared';

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

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
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
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, authType, isAuthenticated }) => ({ user, authType, isAuthenticated }),
    },
  ),
);

/** The first word of a name, for the header greeting. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;
