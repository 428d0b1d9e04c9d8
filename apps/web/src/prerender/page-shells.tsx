// Build time only (build/page-shells-plugin.ts): each early page's first state, drawn on Node by
// the app's own components for a placeholder person (SHELL_PERSON, whom the boot script replaces
// by the signed-in one: src/boot/page-shell.ts). Issue 27, decision 039. Not in the app's bundle.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Account, Role } from '@nestly/shared';
import { DashboardLayout } from '../app/layouts/dashboard-layout';
import { UserLayout } from '../app/layouts/user-layout';
import ChatPage from '../app/routes/chat';
import OwnerDashboardPage from '../app/routes/owner-dashboard';
import UserBookingPage from '../app/routes/user-booking';
import UserBookingsPage from '../app/routes/user-bookings';
import UserHomePage from '../app/routes/user-home';
import UserPropertyPage from '../app/routes/user-property';
import UserWalletPage from '../app/routes/user-wallet';
import { SHELL_PERSON } from '../boot/page-shell';
import { useAuthStore } from '../stores/auth-store';

interface ShellPage {
  /** The route, as src/boot/early-requests.ts's EARLY_PAGES names it. */
  route: string;
  area: Extract<Role, 'user' | 'owner'>;
  page: ComponentType;
}

const ChatOfUser = () => <ChatPage area="user" />;

export const SHELL_PAGES: ShellPage[] = [
  { route: '/user/home', area: 'user', page: UserHomePage },
  { route: '/user/property/:id', area: 'user', page: UserPropertyPage },
  { route: '/user/bookings', area: 'user', page: UserBookingsPage },
  { route: '/user/bookings/:id', area: 'user', page: UserBookingPage },
  { route: '/user/wallet', area: 'user', page: UserWalletPage },
  { route: '/user/chat', area: 'user', page: ChatOfUser },
  { route: '/owner/dashboard', area: 'owner', page: OwnerDashboardPage },
];

const placeholderAccount = (role: Role): Account => ({
  id: '00000000-0000-4000-8000-000000000000',
  role,
  name: SHELL_PERSON.name,
  email: SHELL_PERSON.email,
  phone: null,
  avatarUrl: null,
  status: 'active',
  isVerified: true,
  approvalStatus: role === 'owner' ? 'approved' : null,
  rejectionReason: null,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const FRAMES: Record<ShellPage['area'], (props: { children: ReactNode }) => ReactNode> = {
  user: UserLayout,
  owner: ({ children }) => <DashboardLayout area="owner">{children}</DashboardLayout>,
};

/**
 * The page's first state as the app draws it while its data is on the way: the area's frame and
 * the page, every query pending (a query cache that never fetches), inside the app's own routes.
 */
export const renderPageShell = ({ route, area, page: Page }: ShellPage): string => {
  const user = placeholderAccount(area);
  // A server render reads a store's initial state (zustand's server snapshot), not its state; this
  // process draws shells and nothing else, so that state is the placeholder person's.
  Object.assign(useAuthStore.getInitialState(), { user, authType: area, isAuthenticated: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false } },
  });
  const Frame = FRAMES[area];
  const location = route.replace(':id', '00000000-0000-4000-8000-000000000001');
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={location}>
        <Routes>
          <Route
            path={route}
            element={
              <Frame>
                <Page />
              </Frame>
            }
          />
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
};
