import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositDispute } from '@nestly/shared';
import { BOOKING_ID, GUEST_ID, OWNER_ID } from '../../test/booking-factory';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import AdminMoneyOutPage from './admin-money-out';

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

const DISPUTE_ID = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';

const dispute = (overrides: Partial<DepositDispute> = {}): DepositDispute => ({
  id: DISPUTE_ID,
  bookingId: BOOKING_ID,
  bookingReference: 'NST-7F3A9C',
  propertyTitle: 'Backwater-view 2BHK at Marine Drive',
  tenant: { id: GUEST_ID, name: 'Ananya Menon', email: 'ananya@example.com' },
  owner: { id: OWNER_ID, name: 'Priya Varghese', email: 'priya@example.com' },
  deposit: 5_600_000,
  deductions: [{ reason: 'Broken window pane replaced', amount: 500_000 }],
  proposedOwnerAmount: 500_000,
  reason: 'The pane was cracked when I moved in.',
  status: 'open',
  ownerAmount: null,
  openedAt: '2027-03-05T10:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

const page = (data: DepositDispute[]) => ({
  data: { data, pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 } },
});

describe('admin deposit disputes', () => {
  it('lists open disputes and resolves one with what the owner keeps', async () => {
    const user = userEvent.setup();
    let open = [dispute()];
    const calls = serveApi([
      ['GET /admin/deposit-disputes', () => page(open)],
      [
        `POST /admin/deposit-disputes/${DISPUTE_ID}/resolve`,
        () => {
          const resolved = dispute({ status: 'resolved', ownerAmount: 200_000 });
          open = [];
          return { data: { message: 'Dispute resolved: ₹2,000 to the owner', dispute: resolved } };
        },
      ],
    ]);
    signIn('admin');
    renderWithProviders(<AdminMoneyOutPage screen="deposit-disputes" />, {
      route: '/admin/deposit-disputes',
      path: '/admin/deposit-disputes',
    });

    const item = await screen.findByRole('listitem', { name: 'Dispute on NST-7F3A9C' });
    expect(item).toHaveTextContent('Broken window pane replaced');
    expect(item).toHaveTextContent('The pane was cracked when I moved in.');
    expect(within(item).getByRole('link', { name: 'NST-7F3A9C' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(calls[0]!.params).toMatchObject({ status: 'open' });

    await user.click(within(item).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide the dispute on NST-7F3A9C' });
    const amount = within(dialog).getByLabelText('What the owner keeps (₹)');
    expect(amount).toHaveValue(5000);
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText(/at most/i)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Dispute resolved: ₹2,000 to the owner'),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(post.data as string)).toEqual({ ownerAmount: 200_000 });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
  });
});
