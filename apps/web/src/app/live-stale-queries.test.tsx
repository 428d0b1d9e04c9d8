import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES, REALTIME_EVENTS, type NotificationType } from '@nestly/shared';
import { checkStatusKeys } from '../features/auth/api/check-status-keys';
import { bookingKeys } from '../features/bookings/api/keys';
import { dashboardKeys } from '../features/dashboards/api/keys';
import { payoutKeys } from '../features/payouts/api/keys';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications';
import { propertyKeys } from '../features/properties/api/keys';
import { walletKeys } from '../features/wallet/api/keys';
import { loadShellSchemas } from '../lib/load-shell-schemas';
import { renderWithProviders, signIn } from '../test/render';
import { STALE_QUERIES_OF_NOTICE, staleQueriesOfNotice } from './live-stale-queries';
import { loadStaleQueriesOfNotice } from './load-stale-queries';

const live = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../lib/realtime', () => ({
  startRealtime: vi.fn(async () => undefined),
  onLiveEvent: (event: string, listener: (payload: unknown) => void) => {
    live.listeners.set(event, listener);
    return () => live.listeners.delete(event);
  },
  onLiveReconnect: () => () => undefined,
}));
vi.mock('react-toastify', () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));

beforeAll(async () => {
  await loadShellSchemas();
});
beforeEach(() => live.listeners.clear());

/** Whether invalidating `prefix` reaches `key` (TanStack matches keys by prefix). */
const covers = (keys: readonly (readonly unknown[])[], key: readonly unknown[]) =>
  keys.some((prefix) => prefix.every((part, index) => part === key[index]));

describe('what a live notice makes stale', () => {
  it('decides for every notice type', () => {
    expect(Object.keys(STALE_QUERIES_OF_NOTICE).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each<[NotificationType, readonly unknown[]]>([
    ['owner_approved', checkStatusKeys.one('owner', 'o1')],
    ['owner_approved', dashboardKeys.owner('30d')],
    ['owner_rejected', checkStatusKeys.one('owner', 'o1')],
    ['listing_rejected', propertyKeys.ownerDetail('p1')],
    ['listing_approved', propertyKeys.ownerList({ page: 1 })],
    ['booking_confirmed', bookingKeys.ownerList({ page: 1 })],
    ['booking_confirmed', walletKeys.detail('owner', 'o1', { page: 1, limit: 10 })],
    ['booking_cancelled', bookingKeys.detail('user', 'b1')],
    ['booking_cancelled', walletKeys.detail('user', 'u1', { page: 1, limit: 10 })],
    ['payment_received', dashboardKeys.owner('30d')],
    ['plan_bought', ['subscription', 'status']],
    // A refund to the card settled: the guest's booking page shows it (decision 028).
    ['card_refund_processed', bookingKeys.detail('user', 'b1')],
    ['card_refund_failed', bookingKeys.detail('user', 'b1')],
    ['card_refund_failed', walletKeys.detail('user', 'u1', { page: 1, limit: 10 })],
    ['payout_processed', payoutKeys.list('owner', { page: 1, limit: 10 })],
    ['payout_processed', walletKeys.detail('owner', 'o1', { page: 1, limit: 10 })],
    ['payout_failed', payoutKeys.list('user', { page: 1, limit: 10 })],
    ['payout_account_changed', payoutKeys.account('user')],
  ])('%s refreshes %j', (type, key) => {
    expect(covers(staleQueriesOfNotice(type), key)).toBe(true);
  });

  it('leaves what a notice is not about alone', () => {
    expect(covers(staleQueriesOfNotice('listing_rejected'), walletKeys.all)).toBe(false);
    expect(covers(staleQueriesOfNotice('booking_confirmed'), checkStatusKeys.all)).toBe(false);
    // The chat's own event updates the inbox without a request (decision 017).
    expect(staleQueriesOfNotice('new_message')).toEqual([]);
  });
});

describe('a live notice on screen (issue 29, item 5)', () => {
  it('"Your owner account is approved" turns the dashboard from pending without a reload', async () => {
    const owner = signIn('owner');
    const server = { approval: 'pending', listing: 'Pending review', wallet: 0 };
    const fetches = { wallet: 0 };
    function Screen() {
      // As the layouts do: the table loads with the first notice.
      useLiveNotifications(owner.id, 'owner', loadStaleQueriesOfNotice);
      const dashboard = useQuery({
        queryKey: dashboardKeys.owner('30d'),
        queryFn: async () => server.approval,
      });
      const listing = useQuery({
        queryKey: propertyKeys.ownerDetail('p1'),
        queryFn: async () => server.listing,
      });
      const wallet = useQuery({
        queryKey: walletKeys.detail('owner', owner.id, { page: 1, limit: 10 }),
        queryFn: async () => {
          fetches.wallet += 1;
          return server.wallet;
        },
      });
      return (
        <p>
          Account {dashboard.data}; listing {listing.data}; wallet {wallet.data}
        </p>
      );
    }
    renderWithProviders(<Screen />, { route: '/owner/dashboard' });
    expect(
      await screen.findByText('Account pending; listing Pending review; wallet 0'),
    ).toBeInTheDocument();

    const push = (type: NotificationType, id: string) =>
      act(() =>
        live.listeners.get(REALTIME_EVENTS.notificationNew)?.({
          notification: {
            id,
            type,
            title: 'A notice',
            body: '',
            link: null,
            read: false,
            createdAt: new Date().toISOString(),
          },
          unreadCount: 1,
        }),
      );

    server.approval = 'approved';
    push('owner_approved', '0b7c3c33-3a8e-4c61-9c57-91c6a1f2a011');
    expect(
      await screen.findByText('Account approved; listing Pending review; wallet 0'),
    ).toBeInTheDocument();

    server.listing = 'Needs changes';
    push('listing_rejected', '0b7c3c33-3a8e-4c61-9c57-91c6a1f2a012');
    expect(
      await screen.findByText('Account approved; listing Needs changes; wallet 0'),
    ).toBeInTheDocument();
    // Neither notice was about money: the wallet was asked once, on load.
    expect(fetches.wallet).toBe(1);
  });
});
