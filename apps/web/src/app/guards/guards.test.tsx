import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Account, type Role } from '@nestly/shared';
import { checkStatusQueryOptions } from '../../features/auth/api/check-status';
import { apiClient } from '../../lib/api-client';
import { useAuthStore } from '../../stores/auth-store';
import { LocationProbe, createTestQueryClient, signIn } from '../../test/render';
import { PublicOnly } from './public-only';
import { RequireAuth } from './require-auth';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: { error: toastError, success: vi.fn(), info: vi.fn() },
}));

/** check-status answers with the signed-in account and the given status; logout answers 200. */
const serveStatus = (status: 'active' | 'blocked' | 'fail') => {
  apiClient.defaults.adapter = async (config) => {
    const user = useAuthStore.getState().user as Account;
    const ok = (data: unknown) => ({
      data,
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    });
    if (config.url?.includes('/logout')) return ok({ message: MESSAGES.LOGGED_OUT });
    if (status === 'fail') {
      const response = { ...ok({ message: 'Boom', code: 'INTERNAL_ERROR' }), status: 500 };
      throw new AxiosError('fail', '500', config, null, response);
    }
    return ok({
      id: user.id,
      status,
      isVerified: true,
      approvalStatus: user.approvalStatus,
      rejectionReason: null,
      user: { ...user, status },
    });
  };
};

const page = (text: string) => <p>{text}</p>;

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth role="user" />}>
            <Route path="/user/home" element={page('User home')} />
            <Route path="/user/checkout" element={page('Checkout')} />
            <Route path="/user/bookings/:id" element={page('Booking')} />
          </Route>
          <Route element={<RequireAuth role="owner" />}>
            <Route path="/owner/dashboard" element={page('Owner dashboard')} />
          </Route>
          <Route element={<RequireAuth role="admin" />}>
            <Route path="/admin/dashboard" element={page('Admin dashboard')} />
            <Route path="/admin/users" element={page('Admin users')} />
            <Route path="/admin/owners" element={page('Admin owners')} />
          </Route>
          <Route element={<PublicOnly />}>
            <Route path="/user/login" element={page('User login')} />
            <Route path="/owner/login" element={page('Owner login')} />
            <Route path="/admin/login" element={page('Admin login')} />
          </Route>
          <Route path="*" element={page('Elsewhere')} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => toastError.mockClear());
afterEach(() => {
  delete apiClient.defaults.adapter;
  useAuthStore.getState().clearSession();
});

/** The user's home behind its guard, calling `onCommit` at each commit of the area. */
const renderUserHomeCommits = (
  queryClient: ReturnType<typeof createTestQueryClient>,
  onCommit: () => void,
  options?: { container: HTMLElement },
) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/user/home']}>
        <Profiler id="area" onRender={onCommit}>
          <Routes>
            <Route element={<RequireAuth role="user" />}>
              <Route path="/user/home" element={page('User home')} />
            </Route>
          </Routes>
        </Profiler>
      </MemoryRouter>
    </QueryClientProvider>,
    options,
  );

describe('protected areas, signed out', () => {
  it.each([
    // An area's landing is where signing in goes anyway: no ?redirect= for it.
    ['/user/home', '/user/login', 'User login'],
    ['/owner/dashboard', '/owner/login', 'Owner login'],
    // Any other guarded page is returned to after signing in (issue 29).
    ['/admin/users', '/admin/login?redirect=/admin/users', 'Admin login'],
    // A path under /admin is the admin's even though it names owners.
    ['/admin/owners', '/admin/login?redirect=/admin/owners', 'Admin login'],
  ])('%s goes to %s', async (from, to, text) => {
    renderAt(from);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()).toBe(to);
  });

  it('checkout sends the visitor to the user login and back afterwards', async () => {
    renderAt('/user/checkout');
    expect(await screen.findByText('User login')).toBeInTheDocument();
    expect(location()).toBe('/user/login?redirect=/user/checkout');
  });

  it('a booking opened from an e-mail comes back after signing in, query string and all', async () => {
    renderAt('/user/bookings/42?from=mail');
    expect(await screen.findByText('User login')).toBeInTheDocument();
    expect(location()).toBe('/user/login?redirect=/user/bookings/42%3Ffrom%3Dmail');
  });
});

describe('protected areas, wrong role', () => {
  it.each<[Role, string, string]>([
    ['owner', '/user/home', '/owner/dashboard'],
    ['admin', '/owner/dashboard', '/admin/dashboard'],
    ['user', '/admin/dashboard', '/user/dashboard'],
  ])('a signed-in %s at %s goes to %s', async (role, from, to) => {
    signIn(role);
    serveStatus('active');
    renderAt(from);
    await waitFor(() => expect(location()).toBe(to));
  });
});

describe('protected areas, right role', () => {
  it.each<[Role, string, string]>([
    ['user', '/user/home', 'User home'],
    ['owner', '/owner/dashboard', 'Owner dashboard'],
    ['admin', '/admin/users', 'Admin users'],
  ])('a signed-in %s sees %s after the status check', async (role, path, text) => {
    signIn(role);
    serveStatus('active');
    renderAt(path);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('draws the area in a render after the one that takes the answer', async () => {
    // Issue 12: the answer's own render is synchronous (a query update); the frame and page, the
    // heavy part, follow in a deferred render that yields to the browser as it goes.
    signIn('user');
    serveStatus('active');
    const queryClient = createTestQueryClient();
    const { queryKey } = checkStatusQueryOptions('user', useAuthStore.getState().user?.id ?? '');
    const commits: { isAnswered: boolean; isAreaShown: boolean }[] = [];
    const recordCommit = () =>
      commits.push({
        isAnswered: queryClient.getQueryData(queryKey)?.status === 'active',
        isAreaShown: screen.queryByText('User home') !== null,
      });
    renderUserHomeCommits(queryClient, recordCommit);
    expect(await screen.findByText('User home')).toBeInTheDocument();
    const firstAnswered = commits.findIndex((commit) => commit.isAnswered);
    expect(commits[firstAnswered]).toEqual({ isAnswered: true, isAreaShown: false });
    expect(commits.at(-1)).toEqual({ isAnswered: true, isAreaShown: true });
  });

  it.each([
    ["behind a page's shell, in a later render", true, false],
    ['in sight, in the first render', false, true],
  ])('draws the area with an answer already there %s', async (_, isBehindShell, isFirstShown) => {
    // Issue 27: the boot script's early request often answers before the app starts.
    signIn('user');
    serveStatus('active');
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(
      checkStatusQueryOptions('user', useAuthStore.getState().user?.id ?? ''),
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.id = 'root';
    container.hidden = isBehindShell;
    const shown: boolean[] = [];
    renderUserHomeCommits(queryClient, () => shown.push(screen.queryByText('User home') !== null), {
      container,
    });
    expect(await screen.findByText('User home')).toBeInTheDocument();
    expect(shown[0]).toBe(isFirstShown);
    container.remove();
  });

  it('a blocked account is told so, logged out and sent to the area login', async () => {
    signIn('owner');
    serveStatus('blocked');
    renderAt('/owner/dashboard');
    expect(await screen.findByText('Owner login')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(MESSAGES.ACCOUNT_BLOCKED, expect.anything());
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a failed status check logs out and goes to the area login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn('admin');
    serveStatus('fail');
    renderAt('/admin/dashboard');
    expect(await screen.findByText('Admin login')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('public-only pages', () => {
  it.each<[Role, string]>([
    ['user', '/user/home'],
    ['owner', '/owner/dashboard'],
    ['admin', '/admin/dashboard'],
  ])('a signed-in %s is sent from the login to %s', async (role, to) => {
    signIn(role);
    serveStatus('active');
    renderAt(`/${role}/login`);
    await waitFor(() => expect(location()).toBe(to));
  });

  it('honours a same-origin ?redirect=', async () => {
    signIn('user');
    serveStatus('active');
    renderAt('/user/login?redirect=/user/checkout');
    await waitFor(() => expect(location()).toBe('/user/checkout'));
  });

  it('shows the login to signed-out visitors', () => {
    renderAt('/owner/login');
    expect(screen.getByText('Owner login')).toBeInTheDocument();
  });
});
