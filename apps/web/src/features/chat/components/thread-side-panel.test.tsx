import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_ID,
  OWNER_ID,
  PROPERTY_ID,
  makeBooking,
  makeConversation,
  messageId,
  threadPage,
} from '../../../test/chat-factory';
import { renderChat, serveChat } from '../../../test/chat-harness';
import { stopApi } from '../../../test/fake-api';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../../../lib/realtime', () => ({
  onLiveEvent: () => () => undefined,
  onLiveReconnect: () => () => undefined,
  emitLive: vi.fn(),
  startRealtime: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  stopApi();
});

const threadPath = `/user/chat/${PROPERTY_ID}/${OWNER_ID}`;
const OTHER_HOME_ID = '7e8fab78-2e1f-47aa-b1bf-ad0a5a06f25c';
/** A newer stay with the same owner, of another of their homes. */
const otherHomeBooking = makeBooking({
  id: messageId(70),
  propertyId: OTHER_HOME_ID,
  propertyTitle: 'Hill-top cottage in Munnar',
  status: 'confirmed',
  moveInDate: '2027-06-01',
  moveOutDate: '2027-09-01',
});

describe('the booking beside the thread (issue 29, item 9)', () => {
  it('is the booking of the home asked about, not a newer stay of another home', async () => {
    serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage({
        bookings: [otherHomeBooking, makeBooking({ status: 'pending_payment' })],
      }),
    });
    renderChat('user', threadPath);
    const context = await screen.findByRole('region', { name: 'Home and booking' });
    expect(within(context).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(context).getByText(/^1 Feb 2027 – 1 May 2027/)).toBeInTheDocument();
    expect(within(context).queryByText(/1 Jun 2027/)).not.toBeInTheDocument();
    expect(within(context).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/user/bookings/${BOOKING_ID}`,
    );
  });

  it('says the home has no booking yet when only other homes were booked', async () => {
    serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage({ bookings: [otherHomeBooking] }),
    });
    renderChat('user', threadPath);
    const context = await screen.findByRole('region', { name: 'Home and booking' });
    expect(within(context).getByText('No booking of this home yet')).toBeInTheDocument();
    expect(within(context).getByText(/You have 1 booking of other homes/)).toBeInTheDocument();
    expect(within(context).queryByRole('link', { name: 'View booking' })).not.toBeInTheDocument();
  });

  it('without a home, shows their latest booking named by its home', async () => {
    serveChat('user', {
      conversations: [makeConversation({ property: null })],
      thread: threadPage({ property: null, bookings: [otherHomeBooking] }),
    });
    renderChat('user', `/user/chat?with=${OWNER_ID}`);
    const context = await screen.findByRole('region', { name: 'Home and booking' });
    expect(
      within(context).getByText(/Your booking of Hill-top cottage in Munnar/),
    ).toBeInTheDocument();
  });
});

describe('the inbox beside a new thread (issue 29, item 9)', () => {
  it('lists the open thread instead of "No conversations yet"', async () => {
    serveChat('user', {
      conversations: [],
      thread: threadPage({ conversation: null }),
    });
    renderChat('user', threadPath);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [row] = within(list).getAllByRole('link');
    expect(row).toHaveAccessibleName(
      'Priya Varghese, about Backwater-view 2BHK at Marine Drive, new conversation',
    );
    expect(row).toHaveAttribute('href', threadPath);
    expect(row).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });

  it('still says "No conversations yet" with no thread open', async () => {
    serveChat('user', { conversations: [] });
    renderChat('user', '/user/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
