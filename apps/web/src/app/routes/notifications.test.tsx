import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@nestly/shared';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import NotificationsPage from './notifications';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  toast.success.mockReset();
});

const notice = (index: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `0b7c3c33-3a8e-4c61-9c57-91c6a1f2a00${index}`,
  type: 'booking_confirmed',
  title: `Booking confirmed ${index}`,
  body: `Your stay ${index} is confirmed.`,
  link: `/user/bookings/booking-${index}`,
  read: false,
  createdAt: new Date(Date.now() - index * 60_000).toISOString(),
  ...overrides,
});

const serveFeed = (items: Notification[]) => {
  let rows = [...items];
  const unread = () => rows.filter((row) => !row.read).length;
  return serveApi([
    [
      'GET /user/notifications',
      (call) => {
        const filter = new URLSearchParams(call.url.split('?')[1]).get('filter');
        const data = filter === 'unread' ? rows.filter((row) => !row.read) : rows;
        return {
          data: {
            data,
            unreadCount: unread(),
            pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 },
          },
        };
      },
    ],
    [
      /^PATCH \/user\/notifications\/[^/]+\/read$/,
      (call) => {
        const id = call.url.split('/')[3]!;
        rows = rows.map((row) => (row.id === id ? { ...row, read: true } : row));
        return { data: { message: 'Marked as read', unreadCount: unread() } };
      },
    ],
    [
      'PATCH /user/notifications/read-all',
      () => {
        rows = rows.map((row) => ({ ...row, read: true }));
        return { data: { message: 'done', unreadCount: 0 } };
      },
    ],
    [
      /^DELETE \/user\/notification\//,
      (call) => {
        rows = rows.filter((row) => !call.url.endsWith(row.id));
        return { data: { message: 'Notification deleted', unreadCount: unread() } };
      },
    ],
    [/^PATCH \/user\/notification\/.+\/restore$/, { data: { message: 'ok', unreadCount: 1 } }],
  ]);
};

const calls = (recorded: RecordedCall[], method: string) =>
  recorded.filter((call) => call.method === method).map((call) => call.url);

const renderPage = (route = '/user/notifications') => {
  signIn('user');
  return renderWithProviders(<NotificationsPage area="user" />, {
    route,
    path: '/user/notifications',
    children: <Route path="/user/bookings/:id" element={<p>Booking page</p>} />,
  });
};

describe('the notifications page', () => {
  it('shows the feed with unread ones marked, and opening one marks it read and follows its link', async () => {
    const recorded = serveFeed([notice(1), notice(2, { read: true })]);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(list).getAllByText('(unread)')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Booking confirmed 1/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/bookings/booking-1'),
    );
    expect(calls(recorded, 'PATCH')).toEqual([`/user/notifications/${notice(1).id}/read`]);
  });

  it('marks all read, and filters to unread with the filter in the URL', async () => {
    const recorded = serveFeed([notice(1), notice(2)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/notifications?filter=unread'),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(calls(recorded, 'PATCH')).toEqual(['/user/notifications/read-all']);
  });

  it('deletes one and offers to undo it', async () => {
    const recorded = serveFeed([notice(1), notice(2)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete notification: Booking confirmed 1' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls(recorded, 'DELETE')).toEqual([`/user/notification/${notice(1).id}`]);
    // The toast's content is a render function with an Undo button that restores it.
    const content = toast.success.mock.calls[0]![0] as (props: {
      closeToast: () => void;
    }) => React.ReactElement;
    const closeToast = vi.fn();
    const { getByRole } = renderWithProviders(content({ closeToast }));
    await act(async () => {
      await user.click(getByRole('button', { name: 'Undo' }));
    });
    await waitFor(() =>
      expect(calls(recorded, 'PATCH')).toContain(`/user/notification/${notice(1).id}/restore`),
    );
    expect(closeToast).toHaveBeenCalled();
  });

  it('treats a failed fetch as an empty list, with a notice and a retry (spec section 8)', async () => {
    let failing = true;
    serveApi([
      [
        'GET /user/notifications',
        () =>
          failing
            ? { status: 500, data: { message: 'Something went wrong', code: 'INTERNAL' } }
            : {
                data: {
                  data: [notice(1)],
                  unreadCount: 1,
                  pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
                },
              },
      ],
    ]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/couldn.t load your notifications/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('0 unread')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/couldn.t load your notifications/i)).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    serveFeed([]);
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
