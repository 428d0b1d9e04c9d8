import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, AUTH_TYPE_SESSION_KEY, TOKEN_STORAGE_KEY } from '@nestly/shared';
import { createTestQueryClient, makeAccount } from '../test/render';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: { error: toastError, success: vi.fn(), info: vi.fn() },
}));

/**
 * Issue 29: a stored auth state the app does not understand (here an auth type no build ever
 * wrote) crashed the app into "Something Went Wrong", with no way to sign out. The store reads the
 * storage once, as the page starts: it and the guard are loaded afresh after the storage is set.
 */
const openGuardedPage = async (path: string) => {
  vi.resetModules();
  const [{ RequireAuth }, { useAuthStore }] = await Promise.all([
    import('./guards/require-auth'),
    import('../stores/auth-store'),
  ]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth role="owner" />}>
            <Route path="/owner/dashboard" element={<p>Owner dashboard</p>} />
          </Route>
          <Route path="/owner/login" element={<p>Owner login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return useAuthStore;
};

describe('a stored session the app does not understand', () => {
  it('signs out cleanly with the spec’s message, instead of crashing the app', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale-token');
    sessionStorage.setItem(AUTH_TYPE_SESSION_KEY, 'superuser');
    const account = makeAccount({ role: 'owner' });
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        state: { user: account, authType: 'superuser', isAuthenticated: true },
        version: 0,
      }),
    );
    const useAuthStore = await openGuardedPage('/owner/dashboard');

    expect(await screen.findByText('Owner login')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Invalid authentication type: please sign in again.',
        expect.anything(),
      ),
    );
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, authType: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TYPE_SESSION_KEY)).toBeNull();
  });

  it('signs out an account that does not parse (checked with the shared schema once it loads)', async () => {
    const account = { ...makeAccount({ role: 'owner' }), createdAt: 'yesterday' };
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale-token');
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user: account, authType: 'owner', isAuthenticated: true } }),
    );
    const useAuthStore = await openGuardedPage('/owner/dashboard');
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(await screen.findByText('Owner login')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      'Authentication required: please sign in again.',
      expect.anything(),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
