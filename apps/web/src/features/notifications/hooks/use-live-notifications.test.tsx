import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { serveApi, stopApi } from '../../../test/fake-api';
import { renderWithProviders, signIn } from '../../../test/render';
import { NotificationBell } from '../components/notification-bell';
import { useLiveNotifications } from './use-live-notifications';
import { useUnreadCount } from './use-unread-count';

const live = vi.hoisted(() => ({
  listeners: new Map<string, (payload: unknown) => void>(),
  reconnect: [] as (() => void)[],
  start: vi.fn(async () => undefined),
}));
vi.mock('../../../lib/realtime', () => ({
  startRealtime: live.start,
  onLiveEvent: (event: string, listener: (payload: unknown) => void) => {
    live.listeners.set(event, listener);
    return () => live.listeners.delete(event);
  },
  onLiveReconnect: (listener: () => void) => {
    live.reconnect.push(listener);
    return () => undefined;
  },
}));
const toast = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

// The handlers check each event with schemas loaded on first use. Loaded here, so that a test's
// waits measure the handler, not the first compile of the schemas (whichever test runs first).
beforeAll(async () => {
  await loadShellSchemas();
});

// The fake connection and the toasts start empty in every test, whatever ran before.
beforeEach(() => {
  live.listeners.clear();
  live.reconnect.length = 0;
  live.start.mockClear();
  toast.info.mockClear();
});

afterEach(() => {
  stopApi();
  window.history.pushState({}, '', '/');
});

function Header({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId, 'owner');
  useLiveNotifications(userId, 'owner');
  return <NotificationBell area="owner" unreadCount={unread} />;
}

/** The server pushes a new, unread notice and the count it makes. */
const pushNotice = (
  notice: { id: string; type: string; title: string; body: string; link: string },
  unreadCount: number,
) =>
  live.listeners.get(REALTIME_EVENTS.notificationNew)?.({
    notification: { ...notice, read: false, createdAt: new Date().toISOString() },
    unreadCount,
  });

const pageOfCount = (unreadCount: number) => ({
  data: { data: [], unreadCount, pagination: { page: 1, limit: 1, total: 0, totalPages: 1 } },
});

describe('the live bell', () => {
  it('counts on load, then follows notification:new and notification:count without a reload', async () => {
    const calls = serveApi([['GET /owner/notifications', pageOfCount(2)]]);
    const owner = signIn('owner');
    renderWithProviders(<Header userId={owner.id} />, { route: '/owner/dashboard' });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    expect(live.start).toHaveBeenCalled();

    act(() =>
      pushNotice(
        {
          id: '0b7c3c33-3a8e-4c61-9c57-91c6a1f2a001',
          type: 'booking_confirmed',
          title: 'New booking: Sea-view flat',
          body: 'Asha booked it.',
          link: '/owner/bookings/1',
        },
        120,
      ),
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications, 99+ unread' }),
    ).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    // The toasts' module loads on demand (lib/toast): the first toast of a file may come a moment later.
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('New booking: Sea-view flat', expect.any(Object)),
    );

    act(() => live.listeners.get(REALTIME_EVENTS.notificationCount)?.({ unreadCount: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();

    // After a reconnect, what may have been missed is fetched again.
    const before = calls.length;
    act(() => live.reconnect.forEach((listener) => listener()));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});

describe('message notices', () => {
  it('are not toasted while the chat is open (the inbox shows them)', async () => {
    serveApi([['GET /user/notifications', pageOfCount(0)]]);
    const user = signIn('user');
    function UserBell() {
      const unread = useUnreadCount(user.id, 'user');
      useLiveNotifications(user.id, 'user');
      return <NotificationBell area="user" unreadCount={unread} />;
    }
    window.history.pushState({}, '', '/user/chat');
    renderWithProviders(<UserBell />, { route: '/user/chat' });
    await screen.findByRole('link', { name: 'Notifications' });

    act(() =>
      pushNotice(
        {
          id: '0b7c3c33-3a8e-4c61-9c57-91c6a1f2a002',
          type: 'new_message',
          title: 'New message from Priya',
          body: 'Is Saturday fine?',
          link: '/user/chat',
        },
        1,
      ),
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
