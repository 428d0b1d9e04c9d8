import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Account, Role } from '@nestly/shared';
import { useAuthStore } from '../stores/auth-store';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

interface Options {
  route?: string;
  /** The query cache to render with (one holding what an earlier page loaded, say). */
  queryClient?: QueryClient;
  /** Extra routes beside `path`, e.g. the redirect targets. */
  path?: string;
  children?: ReactNode;
}

export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', path = '*', children, queryClient = createTestQueryClient() }: Options = {},
) => {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {children}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};

export const makeAccount = (overrides: Partial<Account> = {}): Account => ({
  id: '5f0c7a4e-8a8e-4a43-9d3c-2b1f7f6f3a11',
  role: 'user',
  name: 'Ananya Menon',
  email: 'ananya@example.com',
  phone: '+919876543210',
  avatarUrl: null,
  status: 'active',
  isVerified: true,
  approvalStatus: null,
  rejectionReason: null,
  hasPassword: true,
  createdAt: '2025-01-15T10:00:00.000Z',
  ...overrides,
});

export const signIn = (role: Role, overrides: Partial<Account> = {}) => {
  const user = makeAccount({
    role,
    approvalStatus: role === 'owner' ? 'approved' : null,
    ...overrides,
  });
  useAuthStore.getState().setSession({ user, token: `token-${role}`, authType: role });
  return user;
};

export const signOut = () => useAuthStore.getState().clearSession();
