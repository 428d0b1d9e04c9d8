import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdminDashboard } from '../../test/dashboard-factory';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import AdminDashboardPage from './admin-dashboard';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => stopApi());

const figure = (label: string) =>
  screen.getByText(label, { selector: 'p > span' }).closest('p')?.nextElementSibling?.textContent;

describe('the admin dashboard', () => {
  it('shows the platform figures from one GET /api/admin/dashboard', async () => {
    signIn('admin');
    const calls = serveApi([['GET /admin/dashboard', { data: { data: makeAdminDashboard() } }]]);
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByText('Gross value this month')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/admin/dashboard?range=12m']);
    expect(figure('Gross value this month')).toBe('₹25,000');
    expect(figure('Commission this month')).toBe('₹2,500');
    // Each figure says what it counts (issue 29): gross value is net of cancellations' refunds.
    expect(
      screen.getByText(
        'Rent and add-ons booked, less what cancellations refunded or never charged · ₹1,31,500 all time',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Nestly's share after refunds, 10 % of gross value · ₹13,150 all time"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rent and add-ons given back (deposits not counted) · ₹60,000 all time, 1 cancellation',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Every booking made: 2 confirmed · 1 completed · 1 cancelled (25 % of those paid)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Bookings paid and not cancelled, by payment day/),
    ).toBeInTheDocument();
    expect(figure('Refunds this month')).toBe('₹0');
    expect(figure('Owed to people')).toBe('₹2,28,350');
    expect(figure('Owners')).toBe('3');
    // Long stays (decision 027).
    expect(figure('Deposits held')).toBe('₹50,000');
    expect(figure('Overdue months')).toBe('1');
    expect(screen.getByText('Months of long stays more than 5 days late')).toBeInTheDocument();
    expect(
      screen.getByText("Taken at checkout, kept until each move-out's settlement"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 awaiting approval' })).toHaveAttribute(
      'href',
      '/admin/owners?approvalStatus=pending',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ledger balanced: 9 transactions and 6 wallets checked',
    );
  });

  it("gives each chart's figures as a table", async () => {
    signIn('admin');
    serveApi([['GET /admin/dashboard', { data: { data: makeAdminDashboard() } }]]);
    renderWithProviders(<AdminDashboardPage />);
    const money = await screen.findByRole('table', { name: 'Gross value and commission' });
    const november = within(money).getAllByRole('row')[11]!;
    expect(within(november).getByRole('rowheader')).toHaveTextContent('Nov 2031');
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹1,66,500', '₹10,650']);
    const bookings = screen.getByRole('table', { name: 'Bookings' });
    expect(within(bookings).getAllByRole('row')).toHaveLength(13);
    const signUps = screen.getByRole('table', { name: 'Sign-ups' });
    expect(
      within(within(signUps).getAllByRole('row')[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '3']);
  });

  it('shows the moderation queue oldest first with links, and a red ledger line', async () => {
    signIn('admin');
    const data = makeAdminDashboard();
    serveApi([
      [
        'GET /admin/dashboard',
        {
          data: {
            data: {
              ...data,
              ledgerHealth: { ...data.ledgerHealth, ok: false, mismatchedWallets: 1 },
            },
          },
        },
      ],
    ]);
    renderWithProviders(<AdminDashboardPage />);
    const owners = await screen.findByRole('region', { name: 'Owners awaiting approval' });
    expect(within(owners).getByRole('link', { name: 'Pending Owner' })).toHaveAttribute(
      'href',
      '/admin/owners?approvalStatus=pending&view=00000000-0000-4000-8000-000000000020',
    );
    const listings = screen.getByRole('region', { name: 'Listings awaiting review' });
    expect(within(listings).getByRole('link', { name: 'City studio' })).toHaveAttribute(
      'href',
      '/admin/properties/00000000-0000-4000-8000-000000000021',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ledger needs attention: 0 unbalanced of 9 transactions, 1 of 6 wallets differ from their entries',
    );
    const cities = screen.getByRole('table', { name: 'Lost searches by city' });
    expect(within(cities).getAllByRole('row')[1]).toHaveTextContent('Kochi');
  });
});
