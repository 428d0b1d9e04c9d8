import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@nestly/shared';
import { BOOKING_ID, makeBookingDetail } from '../../test/booking-factory';
import { bookingKeys } from '../../features/bookings/api/keys';
import { EARLY_VIEW_GLOBAL } from '../../lib/early-view';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { createTestQueryClient, renderWithProviders, signIn } from '../../test/render';
import { formatDateTime } from '../../lib/format';
import UserBookingPage from './user-booking';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
  delete window[EARLY_VIEW_GLOBAL];
});

const renderBooking = (
  booking: BookingDetail,
  extraRoutes: Parameters<typeof serveApi>[0] = [],
) => {
  const calls = serveApi([
    [`GET /user/bookings/${booking.id}`, { data: { booking } }],
    ...extraRoutes,
  ]);
  signIn('user');
  renderWithProviders(<UserBookingPage />, {
    route: `/user/bookings/${booking.id}`,
    path: '/user/bookings/:id',
  });
  return calls;
};

const cancelCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url === `/user/bookings/cancel/${BOOKING_ID}`)
    .map((call) => JSON.parse(call.data as string) as unknown);

describe('opening a booking', () => {
  it('shows the home’s photo a list of bookings already has while the booking loads', async () => {
    const booking = makeBookingDetail();
    serveApi([[`GET /user/bookings/${booking.id}`, { data: { booking } }]]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(bookingKeys.userList({ page: 1, limit: 5 }), {
      data: [booking],
      pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
    });
    signIn('user');
    renderWithProviders(<UserBookingPage />, {
      route: `/user/bookings/${booking.id}`,
      path: '/user/bookings/:id',
      queryClient,
    });
    const loading = screen.getByRole('status', { name: 'Loading the booking' });
    expect(loading.querySelector('img')).toHaveAttribute('src', booking.property.coverUrl);
    expect(loading.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      booking.property.title,
    );
  });

  it("takes the place of index.html's page shell once the booking is drawn, not while it loads", async () => {
    const shownAtReveal: boolean[] = [];
    const reveal = vi.fn(() => {
      shownAtReveal.push(screen.queryByRole('status', { name: 'Loading the booking' }) !== null);
    });
    window[EARLY_VIEW_GLOBAL] = { settled: Promise.resolve(), reveal };
    renderBooking(makeBookingDetail());
    expect(reveal).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(shownAtReveal[0]).toBe(false);
  });
});

describe('user booking', () => {
  it('shows the price line by line and the timeline, without the platform’s split', async () => {
    renderBooking(makeBookingDetail());
    const table = await screen.findByRole('table', { name: 'Price breakdown' });
    expect(
      within(table).getByRole('row', { name: /Rent \(₹28,000 × 3 months\) ₹84,000/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /High-speed internet \(₹1,200 × 3 months\) ₹3,600/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Security deposit.*₹56,000/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total ₹1,43,600' })).toBeInTheDocument();
    expect(screen.queryByText('Platform commission')).not.toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole(
      'listitem',
    );
    expect(timeline).toHaveLength(2);
    expect(timeline[0]).toHaveTextContent('Booked, awaiting payment');
    expect(timeline[0]).toHaveTextContent('by Ananya Menon (guest)');
    expect(timeline[1]).toHaveTextContent('Confirmed');
    expect(timeline[1]).toHaveTextContent('automatically');
    expect(timeline[1]).toHaveTextContent('“Card payment received”');
    expect(screen.getByText('−₹1,43,600')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Backwater-view 2BHK at Marine Drive' }),
    ).toHaveAttribute('href', '/user/property/6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b');
  });

  it('says how long an unpaid booking holds its dates', async () => {
    const expiresAt = '2026-11-01T10:15:00.000Z';
    renderBooking(
      makeBookingDetail({
        status: 'pending_payment',
        expiresAt,
        paymentMethod: null,
        confirmedAt: null,
        payments: [],
        cancellation: { allowed: false, reason: 'Only confirmed bookings can be cancelled' },
      }),
    );
    expect(
      await screen.findByText(`Awaiting payment — dates held until ${formatDateTime(expiresAt)}`),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting payment')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the refund before cancelling, sends the reason, and toasts the outcome', async () => {
    const user = userEvent.setup();
    const booking = makeBookingDetail({
      cancellation: {
        allowed: true,
        refund: 10_160_000,
        rentRefund: 4_200_000,
        addOnsRefund: 360_000,
        depositRefund: 5_600_000,
        policy: 'late',
      },
    });
    const cancelled = makeBookingDetail({
      status: 'cancelled',
      cancelledBy: 'user',
      cancellationReason: 'My job moved to Pune',
      cancelledAt: '2026-11-26T09:00:00.000Z',
      refundAmount: 10_160_000,
      cancellation: { allowed: false, reason: 'This booking is already cancelled' },
    });
    const calls = renderBooking(booking, [
      [
        `POST /user/bookings/cancel/${BOOKING_ID}`,
        {
          data: {
            message: 'Booking cancelled. ₹1,01,600 is back in your wallet.',
            booking: cancelled,
          },
        },
      ],
    ]);

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You get back')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,01,600')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('refunds 50 % of the rent');
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    expect(cancelCalls(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'My job moved to Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Booking cancelled. ₹1,01,600 is back in your wallet.',
      ),
    );
    expect(cancelCalls(calls)).toEqual([{ reason: 'My job moved to Pune', refundTo: 'wallet' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^Cancelled by you on/)).toBeInTheDocument();
    expect(screen.getByText('₹1,01,600 was refunded to your Nestly wallet.')).toBeInTheDocument();
  });

  it('lets a guest who paid by card send the refund back to the card', async () => {
    const user = userEvent.setup();
    const cardPayment = {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      kind: 'card_payment',
      description: 'Paid by card (pay_test_123)',
      amount: -14_360_000,
      createdAt: '2026-11-01T10:05:00.000Z',
    };
    const booking = makeBookingDetail({ payments: [cardPayment] });
    const cancelled = makeBookingDetail({
      status: 'cancelled',
      cancelledBy: 'user',
      cancellationReason: 'My job moved to Pune',
      cancelledAt: '2026-11-26T09:00:00.000Z',
      refundAmount: 14_360_000,
      refund: { status: 'pending', amount: 14_360_000 },
      payments: [cardPayment],
      cancellation: { allowed: false, reason: 'This booking is already cancelled' },
    });
    const calls = renderBooking(booking, [
      [
        `POST /user/bookings/cancel/${BOOKING_ID}`,
        {
          data: {
            message:
              'Booking cancelled. ₹1,43,600 is on its way back to your card (5–7 working days).',
            booking: cancelled,
          },
        },
      ],
    ]);

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('radio', { name: /Refund to my wallet/ })).toBeChecked();
    expect(dialog).toHaveTextContent('To your Nestly wallet, at once.');
    await user.click(within(dialog).getByRole('radio', { name: /Refund to my card/ }));
    expect(dialog).toHaveTextContent('Back to your card, in 5–7 working days.');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'My job moved to Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(cancelCalls(calls)).toEqual([{ reason: 'My job moved to Pune', refundTo: 'card' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('₹1,43,600 is on its way back to your card'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('₹1,43,600 goes back to the card it was paid with.'),
    ).toBeInTheDocument();
  });

  it('offers no card refund for a booking paid from the wallet', async () => {
    const user = userEvent.setup();
    renderBooking(
      makeBookingDetail({
        paymentMethod: 'wallet',
        payments: [
          {
            id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
            kind: 'booking_payment',
            description: 'Booking NST-7F3A9C',
            amount: -14_360_000,
            createdAt: '2026-11-01T10:05:00.000Z',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).queryByRole('radio', { name: /Refund to my card/ })).toBeNull();
    expect(dialog).toHaveTextContent('To your Nestly wallet, at once.');
  });

  it.each([
    ['processed' as const, '₹1,43,600 refunded to your card'],
    ['failed' as const, 'The refund to your card did not go through'],
    ['pending' as const, '₹1,43,600 is on its way back to your card'],
  ])('shows a %s card refund on the booking page', async (status, words) => {
    renderBooking(
      makeBookingDetail({
        status: 'cancelled',
        cancelledBy: 'user',
        refundAmount: 14_360_000,
        refund: { status, amount: 14_360_000 },
        cancellation: { allowed: false, reason: 'This booking is already cancelled' },
      }),
    );
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('says why a stay can no longer be cancelled, with no cancel button', async () => {
    renderBooking(
      makeBookingDetail({
        cancellation: {
          allowed: false,
          reason: 'A stay cannot be cancelled on or after its move-in date',
        },
        refundPreview: [],
      }),
    );
    expect(
      await screen.findByText('A stay cannot be cancelled on or after its move-in date'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says when the booking is not the user’s, with a way back', async () => {
    serveApi([
      [
        `GET /user/bookings/${BOOKING_ID}`,
        { status: 404, data: { code: 'NOT_FOUND', message: 'Booking not found' } },
      ],
    ]);
    signIn('user');
    renderWithProviders(<UserBookingPage />, {
      route: `/user/bookings/${BOOKING_ID}`,
      path: '/user/bookings/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/user/bookings',
    );
  });
});

describe('a booking still awaiting payment', () => {
  const held = () =>
    makeBookingDetail({
      status: 'pending_payment',
      paymentMethod: null,
      confirmedAt: null,
      expiresAt: '2099-01-01T10:15:00.000Z',
      cancellation: { allowed: false, reason: 'Only a confirmed booking can be cancelled' },
    });
  const wallet = (balance: number) => ({
    data: {
      wallet: {
        balance,
        available: balance,
        pending: 0,
        currency: 'INR',
        totalIn: balance,
        totalOut: 0,
      },
      data: [],
      pagination: { page: 1, limit: 1, total: 0, totalPages: 1 },
    },
  });

  it('is paid from the wallet with its id and what is due now (the deposit and month 1)', async () => {
    const booking = held();
    const calls = renderBooking(booking, [
      [/^GET \/user\/wallet\//, wallet(booking.total + 100)],
      [
        /^POST \/user\/wallet\/place-order\//,
        {
          status: 201,
          data: {
            message: 'Booking confirmed and paid from your wallet',
            booking: { ...booking, status: 'confirmed', paymentMethod: 'wallet' },
          },
        },
      ],
    ]);
    const pay = await screen.findByRole('button', { name: /from wallet/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Booking confirmed and paid from your wallet'),
    );
    const paid = calls.filter((call) => call.method === 'POST');
    expect(paid).toHaveLength(1);
    expect(JSON.parse(paid[0]!.data as string)).toEqual({
      bookingId: booking.id,
      amount: booking.price.dueNow,
    });
  });

  it('says how much the wallet is short instead of paying', async () => {
    const booking = held();
    renderBooking(booking, [[/^GET \/user\/wallet\//, wallet(100_00)]]);
    const pay = await screen.findByRole('button', { name: /from wallet/ });
    await waitFor(() => expect(screen.getByText(/short\./)).toBeInTheDocument());
    expect(pay).toBeDisabled();
    expect(screen.getByRole('link', { name: 'pay by card at checkout' })).toBeInTheDocument();
  });
});
