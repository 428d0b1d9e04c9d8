import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import LoginPage from './login';
import UserSignupPage from './user-signup';

afterEach(() => stopApi());

/** Until the config query has its answer, a hidden button proves nothing. */
const configSettled = (queryClient: QueryClient, status: 'success' | 'error') =>
  waitFor(() => expect(queryClient.getQueryState(['app-config'])?.status).toBe(status));

const serveConfig = (canSignInWithGoogle: boolean) =>
  serveApi([['GET /config', { data: { canSignInWithGoogle } }]]);

describe('Continue with Google', () => {
  it('shows on the user’s sign-in and sign-up when the server has Google configured', async () => {
    const calls = serveConfig(true);
    const { unmount } = renderWithProviders(<LoginPage role="user" />, { route: '/user/login' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(button).toBeEnabled();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /config']);
    unmount();

    renderWithProviders(<UserSignupPage />, { route: '/user/signup' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('is not offered when Google sign-in is not configured', async () => {
    serveConfig(false);
    const { queryClient } = renderWithProviders(<LoginPage role="user" />, {
      route: '/user/login',
    });
    await configSettled(queryClient, 'success');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('is not offered when the server cannot be asked', async () => {
    serveApi([['GET /config', { status: 500, data: { message: 'Something went wrong' } }]]);
    const { queryClient } = renderWithProviders(<LoginPage role="user" />, {
      route: '/user/login',
    });
    await configSettled(queryClient, 'error');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('is never offered to owners', async () => {
    const calls = serveConfig(true);
    renderWithProviders(<LoginPage role="owner" />, { route: '/owner/login' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
