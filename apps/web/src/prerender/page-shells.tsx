// Build time only (build/page-shells-plugin.ts): each early page's first state, drawn on Node by
// the app's own components for a placeholder person (SHELL_PERSON, whom the boot script replaces
// by the signed-in one: src/boot/page-shell.ts), on a phone's screen and, where the page asks, a
// desktop's. A page whose largest paint is a home's photo is drawn a second time, answered with
// placeholder homes the boot script replaces by the real ones (src/boot/shell-homes.ts). Issue 27,
// decision 039. Not in the app's bundle.
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
import UserPropertiesPage from '../app/routes/user-properties';
import UserWalletPage from '../app/routes/user-wallet';
import { SHELL_PERSON, type ShellMedia } from '../boot/page-shell';
import { PLACEHOLDER_COVER } from '../boot/shell-cover';
import { PLACEHOLDER_HOMES, placeholderHomesAnswer } from '../boot/shell-homes';
import { bookingKeys } from '../features/bookings/api/keys';
import { chatKeys } from '../features/chat/api/keys';
import { propertyKeys } from '../features/properties/api/keys';
import { latestPropertiesQueryOptions } from '../features/properties/api/list-latest-properties';
import { searchPropertiesQueryOptions } from '../features/properties/api/search-properties';
import { FEATURED_COUNT } from '../features/properties/components/featured-homes';
import { loadSearchSchemas } from '../features/properties/lib/load-search-schemas';
import { serverMedia } from '../lib/use-media-query';
import { useAuthStore } from '../stores/auth-store';

interface ShellPage {
  /** The route, as src/boot/early-requests.ts's EARLY_PAGES names it. */
  route: string;
  area: Extract<Role, 'user' | 'owner'>;
  page: ComponentType;
  /**
   * For a page whose largest paint is a photo its answer names: puts placeholders where the page
   * reads them (the homes of a list: src/boot/shell-homes.ts; a home's cover: src/boot/shell-cover.ts),
   * for the shell drawn answered, which the boot script fills in.
   */
  answer?: (queryClient: QueryClient) => Promise<void>;
}

const ChatOfUser = () => <ChatPage area="user" />;

/** The id in the address of a page with one, as its shell is drawn. */
const SHELL_PAGE_ID = '00000000-0000-4000-8000-000000000001';

export const SHELL_PAGES: ShellPage[] = [
  {
    route: '/user/home',
    area: 'user',
    page: UserHomePage,
    answer: async (queryClient) => {
      const { queryKey } = latestPropertiesQueryOptions(FEATURED_COUNT);
      queryClient.setQueryData(queryKey, placeholderHomesAnswer());
    },
  },
  {
    // The plain search (no filters: the boot script shows no shell for an address with any).
    route: '/user/properties',
    area: 'user',
    page: UserPropertiesPage,
    answer: async (queryClient) => {
      const { parseFilters } = await loadSearchSchemas();
      const { queryKey } = searchPropertiesQueryOptions(parseFilters(new URLSearchParams()));
      queryClient.setQueryData(queryKey, placeholderHomesAnswer());
    },
  },
  {
    // While the home loads, its page draws the cover a cached list holds (useCachedCover): here,
    // a list holding the home with the placeholder cover.
    route: '/user/property/:id',
    area: 'user',
    page: UserPropertyPage,
    answer: async (queryClient) => {
      const home = { ...PLACEHOLDER_HOMES[0]!, id: SHELL_PAGE_ID, coverImage: PLACEHOLDER_COVER };
      queryClient.setQueryData(propertyKeys.userLatest(1), {
        ...placeholderHomesAnswer(),
        data: [home],
      });
    },
  },
  { route: '/user/bookings', area: 'user', page: UserBookingsPage },
  {
    // While the booking loads, its page draws the home's photo a cached list of bookings holds
    // (useCachedBookingCover): here, a list holding the booking with the placeholder's thumbnail.
    route: '/user/bookings/:id',
    area: 'user',
    page: UserBookingPage,
    answer: async (queryClient) => {
      const booking = { id: SHELL_PAGE_ID, property: { coverUrl: PLACEHOLDER_COVER.thumbUrl } };
      queryClient.setQueryData(bookingKeys.userList({ page: 1, limit: 1 }), {
        data: [booking],
        pagination: { page: 1, limit: 1, total: 1, totalPages: 1 },
      });
    },
  },
  { route: '/user/wallet', area: 'user', page: UserWalletPage },
  {
    // A tenant without a conversation yet: the inbox's empty state (src/boot/shell-chat.ts).
    route: '/user/chat',
    area: 'user',
    page: ChatOfUser,
    answer: async (queryClient) => {
      queryClient.setQueryData(chatKeys.conversations(placeholderAccount('user').id), {
        data: [],
        unreadCount: 0,
      });
    },
  },
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

/** A page's shell for one screen width and state. */
export interface PageShell {
  markup: string;
  /** The media queries the page asked, and what they answered for this shell. */
  media: ShellMedia;
  /** Drawn with the placeholder homes (ShellPage.answer), not loading. */
  isAnswered: boolean;
}

/** A desktop's screen, for the page shells of pages that lay out differently on one. */
const DESKTOP_WIDTH = 1280;
const widthMatches = (query: string, width: number): boolean => {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

/**
 * The page as the app draws it first, with the area's frame: every query pending (a query cache
 * that never fetches), or answered as `answer` says, inside the app's own routes; `media` answers
 * the page's media queries, and records them.
 */
const renderPage = (
  { route, area, page: Page }: ShellPage,
  queryClient: QueryClient,
  media: (query: string) => boolean,
): { markup: string; media: ShellMedia } => {
  const user = placeholderAccount(area);
  // A server render reads a store's initial state (zustand's server snapshot), not its state; this
  // process draws shells and nothing else, so that state is the placeholder person's.
  Object.assign(useAuthStore.getInitialState(), { user, authType: area, isAuthenticated: true });
  const asked: ShellMedia = {};
  serverMedia.matches = (query) => (asked[query] = media(query));
  const Frame = FRAMES[area];
  const location = route.replace(':id', SHELL_PAGE_ID);
  const markup = shellMarkupOf(
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
  return { markup, media: asked };
};

/**
 * `element` rendered as a shell's markup: without the preload hints React writes for the photos
 * it draws eagerly, which in a shell would ask for the placeholder homes' photos (the boot script
 * preloads the real first one).
 */
export const shellMarkupOf = (element: ReactNode): string =>
  renderToString(element).replace(/<link rel="preload" as="image"[^>]*>/g, '');

const idleQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });

/**
 * The page's shells: loading and (for a page with `answer`) answered, each on a phone's screen
 * and, if the page asked any media query there, on a desktop's.
 */
export const renderPageShells = async (page: ShellPage): Promise<PageShell[]> => {
  const states = page.answer ? [false, true] : [false];
  const shells: PageShell[] = [];
  for (const isAnswered of states) {
    const queryClient = idleQueryClient();
    if (isAnswered) await page.answer?.(queryClient);
    const phone = renderPage(page, queryClient, () => false);
    shells.push({ ...phone, isAnswered });
    if (Object.keys(phone.media).length === 0) continue;
    const desktop = renderPage(page, queryClient, (query) => widthMatches(query, DESKTOP_WIDTH));
    shells.push({ ...desktop, isAnswered });
  }
  return shells;
};
