import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idFor, makeBookingSummary, pageOf } from '../../test/booking-factory';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import UserBookingsPage from './user-bookings';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/user/bookings')).map((call) => call.url);

/** Seven bookings: five on page 1, two on page 2. */
const bookings = Array.from({ length: 7 }, (_, index) =>
  makeBookingSummary({ id: idFor(index + 1), reference: `NST-00000${index + 1}` }),
);

const serveBookings = () =>
  serveApi([
    [
      'GET /user/bookings',
      (call) => {
        const page = Number(new URLSearchParams(call.url.split('?')[1]).get('page'));
        const rows = bookings.slice((page - 1) * 5, page * 5);
        return { data: pageOf(rows, { page, limit: 5, total: bookings.length }) };
      },
    ],
  ]);

const renderAt = (route = '/user/bookings') => {
  signIn('user');
  return renderWithProviders(<UserBookingsPage />, { route });
};

describe('user bookings', () => {
  it('asks for five bookings a page and shows each one with its stay, total and status', async () => {
    const calls = serveBookings();
    renderAt();
    const row = await screen.findByRole('row', { name: /NST-000001/ });
    expect(listCalls(calls)).toEqual(['/user/bookings?page=1&limit=5']);
    expect(within(row).getByText('Backwater-view 2BHK at Marine Drive')).toBeInTheDocument();
    expect(within(row).getByText('1 Dec 2026 – 1 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText('3 months')).toBeInTheDocument();
    expect(within(row).getByText('₹1,43,600')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View booking NST-000001' })).toHaveAttribute(
      'href',
      `/user/bookings/${idFor(1)}`,
    );
    // The user's own list does not repeat the guest.
    expect(screen.queryByRole('columnheader', { name: 'Guest' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('pages through with the page in the URL and the same page size', async () => {
    const user = userEvent.setup();
    const calls = serveBookings();
    renderAt();
    await screen.findByRole('row', { name: /NST-000001/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('row', { name: /NST-000006/ })).toBeInTheDocument();
    expect(listCalls(calls)).toContain('/user/bookings?page=2&limit=5');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/bookings?page=2');
    expect(screen.queryByRole('row', { name: /NST-000001/ })).not.toBeInTheDocument();
  });

  it('filters by status from the tabs, back on page 1', async () => {
    const user = userEvent.setup();
    const calls = serveBookings();
    renderAt('/user/bookings?page=2');
    await screen.findByRole('row', { name: /NST-000006/ });
    const tabs = screen.getByRole('group', { name: 'Status' });
    await user.click(within(tabs).getByRole('button', { name: 'Cancelled' }));

    await waitFor(() =>
      expect(listCalls(calls)).toContain('/user/bookings?page=1&limit=5&status=cancelled'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/user/bookings?status=cancelled');
    expect(within(tabs).getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('invites a user with no bookings to browse homes', async () => {
    serveApi([['GET /user/bookings', { data: pageOf([]) }]]);
    renderAt();
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homes' })).toHaveAttribute(
      'href',
      '/user/properties',
    );
  });

  it('explains a failed load in the server’s words and tries again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    serveApi([
      [
        'GET /user/bookings',
        () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, data: { code: 'UNAVAILABLE', message: 'Bookings are resting.' } }
            : { data: pageOf([makeBookingSummary()]) };
        },
      ],
    ]);
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bookings are resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /NST-7F3A9C/ })).toBeInTheDocument();
  });
});
