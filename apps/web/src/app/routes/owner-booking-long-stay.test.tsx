import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail, DepositSettlement } from '@nestly/shared';
import { BOOKING_ID, makeBookingDetail } from '../../test/booking-factory';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeInstalments } from '../../test/long-stay-factory';
import { renderWithProviders, signIn } from '../../test/render';
import OwnerBookingPage from './owner-booking';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const awaitingOwner: DepositSettlement = {
  status: 'awaiting_owner',
  deductions: [],
  ownerAmount: 0,
  tenantAmount: 5_600_000,
  deadline: '2027-03-08T18:30:00.000Z',
};

const renderOwnerBooking = (
  booking: BookingDetail,
  routes: Parameters<typeof serveApi>[0] = [],
) => {
  const calls = serveApi([
    ...routes,
    [`GET /owner/bookings/${booking.id}`, { data: { booking } }],
    [
      `GET /owner/bookings/${booking.id}/instalments`,
      { data: { data: makeInstalments(['paid', 'paid', 'paid'], { moveInDate: '2026-12-01' }) } },
    ],
  ]);
  signIn('owner');
  renderWithProviders(<OwnerBookingPage />, {
    route: `/owner/bookings/${booking.id}`,
    path: '/owner/bookings/:id',
  });
  return calls;
};

describe('a long stay on the owner’s booking page', () => {
  it('shows the months read-only', async () => {
    renderOwnerBooking(makeBookingDetail({ depositSettlement: null }));
    const schedule = await screen.findByRole('list', { name: 'Monthly payments' });
    expect(within(schedule).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Pay month/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Download the receipt/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('proposes deductions after move-out, confirms, then shows where the settlement stands', async () => {
    const user = userEvent.setup();
    let booking = makeBookingDetail({
      status: 'completed',
      completedAt: '2027-03-01T18:30:00.000Z',
      depositSettlement: awaitingOwner,
    });
    const proposed: DepositSettlement = {
      status: 'proposed',
      deductions: [{ reason: 'Broken window pane replaced', amount: 500_000 }],
      ownerAmount: 500_000,
      tenantAmount: 5_100_000,
      deadline: '2027-03-10T18:30:00.000Z',
    };
    const calls = renderOwnerBooking(booking, [
      [
        `POST /owner/bookings/${BOOKING_ID}/deposit-settlement`,
        () => {
          booking = { ...booking, depositSettlement: proposed };
          return {
            data: { message: 'Your proposal was sent to the guest', depositSettlement: proposed },
          };
        },
      ],
      [`GET /owner/bookings/${BOOKING_ID}`, () => ({ data: { booking } })],
    ]);

    await user.click(await screen.findByRole('button', { name: 'Add a deduction' }));
    await user.type(screen.getByLabelText('Reason 1'), 'Broken window pane replaced');
    await user.type(screen.getByLabelText('Amount 1 (₹)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Send the proposal?' });
    expect(confirm).toHaveTextContent('You keep ₹5,000');
    expect(confirm).toHaveTextContent('the guest gets ₹51,000 back');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your proposal was sent to the guest'),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(post.data as string)).toEqual({
      deductions: [{ reason: 'Broken window pane replaced', amount: 500_000 }],
    });
    expect(await screen.findByText('Awaiting the guest')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a deduction' })).toBeNull();
  });
});
