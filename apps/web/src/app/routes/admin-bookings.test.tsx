import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_ID,
  makeBookingDetail,
  makeBookingSummary,
  pageOf,
} from '../../test/booking-factory';
import { chooseDate } from '../../test/date-field';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import AdminBookingPage from './admin-booking';
import AdminBookingsPage from './admin-bookings';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

const serveList = () =>
  serveApi([['GET /admin/bookings', { data: pageOf([makeBookingSummary()], { limit: 10 }) }]]);

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/admin/bookings')).map((call) => call.url);

const renderAt = (route: string) => {
  signIn('admin');
  return renderWithProviders(<AdminBookingsPage />, { route });
};

describe('admin bookings', () => {
  it('sends the URL’s filters to the API and shows guest and owner', async () => {
    const calls = serveList();
    renderAt('/admin/bookings?status=confirmed&search=Kochi&from=2026-12-01&to=2027-01-31&page=2');
    const row = await screen.findByRole('row', { name: /NST-7F3A9C/ });
    expect(listCalls(calls)).toEqual([
      '/admin/bookings?page=2&limit=10&status=confirmed&search=Kochi&from=2026-12-01&to=2027-01-31',
    ]);
    expect(within(row).getByText('Ananya Menon')).toBeInTheDocument();
    expect(within(row).getByText('Priya Varghese')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('Kochi');
    expect(screen.getByLabelText('Stays from')).toHaveAccessibleName('Stays from 1 Dec 2026');
    expect(screen.getByLabelText('Stays to')).toHaveAccessibleName('Stays to 31 Jan 2027');
  });

  it('puts the tab, search and dates into the URL and the request', async () => {
    const user = userEvent.setup();
    const calls = serveList();
    renderAt('/admin/bookings');
    await screen.findByRole('row', { name: /NST-7F3A9C/ });
    expect(listCalls(calls)).toEqual(['/admin/bookings?page=1&limit=10']);

    await user.click(screen.getByRole('button', { name: 'Awaiting payment' }));
    await user.type(screen.getByLabelText('Search'), 'NST-7F3A');
    await chooseDate(user, 'Stays from', '2026-12-01');
    await chooseDate(user, 'Stays to', '2026-12-31');

    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/admin/bookings?page=1&limit=10&status=pending_payment&search=NST-7F3A&from=2026-12-01&to=2026-12-31',
      ),
    );
    const [path, query] = (screen.getByTestId('location').textContent ?? '').split('?');
    expect(path).toBe('/admin/bookings');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      status: 'pending_payment',
      search: 'NST-7F3A',
      from: '2026-12-01',
      to: '2026-12-31',
    });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('leaves out a range that ends before it starts, and says why', async () => {
    const calls = serveList();
    renderAt('/admin/bookings?from=2027-01-31&to=2026-12-01');
    await screen.findByRole('row', { name: /NST-7F3A9C/ });
    expect(listCalls(calls)).toEqual(['/admin/bookings?page=1&limit=10']);
    expect(screen.getByText('"from" must be on or before "to"')).toBeInTheDocument();
  });

  it('shows a booking with guest and owner, and no cancel for admins', async () => {
    serveApi([[`GET /admin/bookings/${BOOKING_ID}`, { data: { booking: makeBookingDetail() } }]]);
    signIn('admin');
    renderWithProviders(<AdminBookingPage />, {
      route: `/admin/bookings/${BOOKING_ID}`,
      path: '/admin/bookings/:id',
    });
    expect(await screen.findByRole('heading', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('priya@example.com')).toBeInTheDocument();
    expect(screen.getByText('ananya@example.com')).toBeInTheDocument();
    expect(screen.getByText('Owner’s share')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Backwater-view 2BHK at Marine Drive' }),
    ).toHaveAttribute('href', '/admin/properties/6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b');
  });
});
