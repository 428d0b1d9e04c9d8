import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_ID,
  PROPERTY_ID,
  makeBookingDetail,
  makeBookingSummary,
  pageOf,
} from '../../test/booking-factory';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import OwnerBookingPage from './owner-booking';
import OwnerBookingsPage from './owner-bookings';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

describe('owner bookings', () => {
  it('lists the bookings of the owner’s homes with each guest', async () => {
    const calls = serveApi([
      ['GET /owner/bookings', { data: pageOf([makeBookingSummary()], { limit: 5 }) }],
    ]);
    const owner = signIn('owner');
    renderWithProviders(<OwnerBookingsPage />, {
      route: `/owner/bookings?propertyId=${PROPERTY_ID}`,
    });
    const row = await screen.findByRole('row', { name: /NST-7F3A9C/ });
    // The spec's call (section 7): page, limit and ownerId, 5 a page (section 9).
    expect(calls[0]?.params).toEqual({
      page: '1',
      limit: '5',
      ownerId: owner.id,
      propertyId: PROPERTY_ID,
    });
    expect(screen.getByRole('columnheader', { name: 'Guest' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(row).getByText('Ananya Menon')).toBeInTheDocument();
    expect(within(row).getByText('ananya@example.com')).toBeInTheDocument();
    // What the booking earns the owner, not what the guest paid with the deposit.
    expect(screen.getByRole('columnheader', { name: 'You earn' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
    expect(within(row).getByText('₹78,840')).toBeInTheDocument();
    expect(within(row).getByText('after commission')).toBeInTheDocument();
    expect(within(row).queryByText('₹1,43,600')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View booking NST-7F3A9C' })).toHaveAttribute(
      'href',
      `/owner/bookings/${BOOKING_ID}`,
    );
  });

  it('shows the commission and the owner’s share, and the guest’s full refund before cancelling', async () => {
    const user = userEvent.setup();
    const cancelled = makeBookingDetail({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancellationReason: 'Urgent repairs to the roof',
      cancelledAt: '2026-11-20T09:00:00.000Z',
      refundAmount: 14_360_000,
      cancellation: { allowed: false, reason: 'This booking is already cancelled' },
    });
    const calls = serveApi([
      [`GET /owner/bookings/${BOOKING_ID}`, { data: { booking: makeBookingDetail() } }],
      [
        `POST /owner/bookings/cancel/${BOOKING_ID}`,
        { data: { message: 'Booking cancelled. The guest was refunded.', booking: cancelled } },
      ],
    ]);
    signIn('owner');
    renderWithProviders(<OwnerBookingPage />, {
      route: `/owner/bookings/${BOOKING_ID}`,
      path: '/owner/bookings/:id',
    });

    expect(await screen.findByText('Platform commission')).toBeInTheDocument();
    expect(screen.getByText('−₹8,760')).toBeInTheDocument();
    expect(screen.getByText('₹78,840')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guest' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText('The guest gets a full refund of ₹1,43,600'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Reason for cancelling'),
      'Urgent repairs to the roof',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Booking cancelled. The guest was refunded.'),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/owner/bookings/cancel/${BOOKING_ID}`);
    expect(JSON.parse(post?.data as string)).toEqual({
      reason: 'Urgent repairs to the roof',
      refundTo: 'wallet',
    });
    expect(await screen.findByText(/^Cancelled by you on/)).toBeInTheDocument();
    expect(screen.getByText('₹1,43,600 was refunded to the guest’s wallet.')).toBeInTheDocument();
  });
});
