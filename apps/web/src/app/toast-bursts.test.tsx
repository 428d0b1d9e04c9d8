import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import { createTestQueryClient, signIn } from '../test/render';

const live = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../lib/realtime', () => ({
  startRealtime: vi.fn(async () => undefined),
  onLiveEvent: (event: string, listener: (payload: unknown) => void) => {
    live.listeners.set(event, listener);
    return () => live.listeners.delete(event);
  },
  onLiveReconnect: () => () => undefined,
}));

/** Toasts are module state (lib/toast, react-toastify): each test loads them afresh. */
const loadFresh = async () => {
  vi.resetModules();
  const [{ Providers }, { toast }] = await Promise.all([
    import('./providers'),
    import('../lib/toast'),
  ]);
  render(
    <Providers>
      <p>Page</p>
    </Providers>,
  );
  return toast;
};

const shownToasts = () =>
  [...document.querySelectorAll('.Toastify__toast')].map((node) => node.textContent);

// The container's first load compiles react-toastify and @nestly/shared: slow on a busy machine.
const SLOW = { timeout: 5_000 };

describe('a burst of toasts (issue 29, item 7)', () => {
  it('shows at most three at once; the others wait for a place', async () => {
    const toast = await loadFresh();
    act(() => {
      for (const word of ['One', 'Two', 'Three', 'Four', 'Five']) toast.info(`${word} saved`);
    });
    expect(await screen.findByText('Three saved', {}, SLOW)).toBeInTheDocument();
    expect(shownToasts()).toHaveLength(3);
    expect(screen.queryByText('Four saved')).not.toBeInTheDocument();
  });

  it('folds the same words into one toast that counts them', async () => {
    const toast = await loadFresh();
    act(() => {
      toast.error('Could not reach the server');
      toast.error('Could not reach the server');
      toast.error('Could not reach the server');
      toast.success('Could not reach the server'); // another kind: its own toast
    });
    expect(await screen.findByText('Could not reach the server ×3', {}, SLOW)).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Could not reach the server', 'Could not reach the server ×3']);
  });

  it('groups a burst of notices into one summary ("4 new messages") that leads to the list', async () => {
    const toast = await loadFresh();
    const openInbox = vi.fn();
    const openFirst = vi.fn();
    const group = {
      key: 'notice:messages',
      summary: (count: number) => `${count} new messages`,
      onClick: openInbox,
    };
    act(() => toast.info('New message from Priya', { toastId: 'n1', onClick: openFirst, group }));
    expect(await screen.findByText('New message from Priya', {}, SLOW)).toBeInTheDocument();
    act(() => {
      toast.info('New message from Rahul', { toastId: 'n2', group });
      toast.info('New message from Asha', { toastId: 'n3', group });
      toast.info('New message from Priya', { toastId: 'n1', group });
    });
    const summary = await screen.findByText('4 new messages');
    expect(shownToasts()).toEqual(['4 new messages']);
    act(() => summary.click());
    expect(openInbox).toHaveBeenCalled();
    expect(openFirst).not.toHaveBeenCalled();
  });

  it('turns live notices of one type that come together into one toast', async () => {
    vi.resetModules();
    const [{ Providers }, { useLiveNotifications }, { loadShellSchemas }] = await Promise.all([
      import('./providers'),
      import('../features/notifications/hooks/use-live-notifications'),
      import('../lib/load-shell-schemas'),
    ]);
    await loadShellSchemas();
    const owner = signIn('owner');
    function Bell() {
      useLiveNotifications(owner.id, 'owner');
      return null;
    }
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={['/owner/dashboard']}>
          <Providers>
            <Bell />
          </Providers>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const push = (id: number, type: string, title: string) =>
      act(() =>
        live.listeners.get(REALTIME_EVENTS.notificationNew)?.({
          notification: {
            id: `0b7c3c33-3a8e-4c61-9c57-91c6a1f2a${String(id).padStart(3, '0')}`,
            type,
            title,
            body: '',
            link: null,
            read: false,
            createdAt: new Date().toISOString(),
          },
          unreadCount: id,
        }),
      );
    push(1, 'new_message', 'New message from Priya');
    expect(await screen.findByText('New message from Priya', {}, SLOW)).toBeInTheDocument();
    push(2, 'new_message', 'New message from Rahul');
    push(3, 'booking_confirmed', 'New booking: Sea-view flat');
    push(4, 'payment_received', '₹25,200 added to your wallet');
    push(5, 'new_message', 'New message from Asha');
    push(6, 'new_message', 'New message from Priya');
    push(7, 'booking_confirmed', 'New booking: Lake house');
    expect(await screen.findByText('4 new messages', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('2 new notifications', {}, SLOW)).toBeInTheDocument();
    // Another type is not folded into them: a host sees "added to your wallet" beside it.
    expect(screen.getByText('₹25,200 added to your wallet')).toBeInTheDocument();
    expect(shownToasts()).toHaveLength(3);
  });
});
