import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeNewOwnerDashboard, makeOwnerDashboard } from '../../test/dashboard-factory';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import OwnerDashboardPage from './owner-dashboard';

beforeAll(() => {
  // jsdom does not lay out: charts get a size of their own through ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => stopApi());

const tableNamed = (name: string) => screen.getByRole('table', { name });
/** The figure a card shows under its label. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'p > span' }).closest('p')?.nextElementSibling?.textContent;

describe('the owner dashboard', () => {
  it('shows the figure cards from GET /api/owner/dashboard', async () => {
    signIn('owner', { name: 'Priya Varghese' });
    const calls = serveApi([['GET /owner/dashboard', { data: { data: makeOwnerDashboard() } }]]);
    renderWithProviders(<OwnerDashboardPage />);
    expect(await screen.findByText('Earnings this month')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/owner/dashboard?range=12m');
    expect(figure('Earnings this month')).toBe('₹22,500');
    expect(
      screen.getByText('After commission and refunds · ₹1,00,350 all time'),
    ).toBeInTheDocument();
    expect(figure('Upcoming move-ins')).toBe('1');
    expect(figure('Occupancy')).toBe('16.5 %');
    expect(figure('Rating')).toBe('4.5 ★');
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    // Long stays (decision 027): rent to come, late months and the money not yet released.
    expect(figure('Rent due, next 30 days')).toBe('₹50,000');
    expect(screen.getByText('2 months of long stays still to be paid')).toBeInTheDocument();
    expect(figure('Overdue rent')).toBe('₹25,000');
    expect(screen.getByText('1 month more than 5 days late')).toBeInTheDocument();
    expect(figure('Pending money')).toBe('₹22,500');
    expect(
      screen.getByText(
        "Paid months' earnings, available in your wallet the day after each month starts",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Backwater flat occupancy' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    // An established owner sees no onboarding checklist.
    expect(screen.queryByText('Next steps')).not.toBeInTheDocument();
  });

  it("gives the earnings chart's figures as a table", async () => {
    signIn('owner');
    serveApi([['GET /owner/dashboard', { data: { data: makeOwnerDashboard() } }]]);
    renderWithProviders(<OwnerDashboardPage />);
    const table = await waitFor(() => tableNamed('Earnings'));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Earned', 'Reversed by refunds', 'Net']);
    expect(within(rows[11]!).getByRole('rowheader')).toHaveTextContent('Nov 2031');
    expect(within(rows[11]!).getAllByRole('cell').at(-1)).toHaveTextContent('₹77,850');
  });

  it('lists what needs attention, each with its link', async () => {
    signIn('owner');
    serveApi([['GET /owner/dashboard', { data: { data: makeOwnerDashboard() } }]]);
    renderWithProviders(<OwnerDashboardPage />);
    const heading = await screen.findByRole('heading', { name: 'Needs your attention' });
    const card = heading.closest('div.rounded-2xl') as HTMLElement;
    expect(within(card).getByText('Photos are blurry')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/owner/edit-property/00000000-0000-4000-8000-000000000012',
    );
    expect(within(card).getByRole('link', { name: 'Renew plan' })).toHaveAttribute(
      'href',
      '/owner/subscription',
    );
    expect(within(card).getByText('3 unread messages')).toBeInTheDocument();
  });

  it('switches the range through the URL and asks again', async () => {
    signIn('owner');
    const calls = serveApi([
      [
        /GET \/owner\/dashboard$/,
        (call) => ({
          data: {
            data: makeOwnerDashboard(
              (call.params as { range: string }).range === '30d'
                ? { range: '30d', granularity: 'day' }
                : {},
            ),
          },
        }),
      ],
    ]);
    renderWithProviders(<OwnerDashboardPage />, { route: '/owner/dashboard' });
    await screen.findByText('Earnings this month');
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/owner/dashboard?range=30d'));
    expect(screen.getByTestId('location')).toHaveTextContent('/owner/dashboard?range=30d');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('welcomes a new owner with the checklist read from their real state and an empty state', async () => {
    signIn('owner');
    serveApi([['GET /owner/dashboard', { data: { data: makeNewOwnerDashboard() } }]]);
    renderWithProviders(<OwnerDashboardPage />);
    expect(await screen.findByText('Your figures will appear here')).toBeInTheDocument();
    expect(screen.getByText('Choose a subscription plan')).toHaveTextContent('(Done)');
    expect(screen.getByText('List your first property')).toHaveTextContent('(In progress)');
    expect(screen.getAllByRole('link', { name: 'Add a property' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Earnings CSV' })).not.toBeInTheDocument();
  });

  it('keeps the range and the download in the header while the figures load, so nothing moves when they come', async () => {
    signIn('owner');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveApi([
      [
        'GET /owner/dashboard',
        async () => {
          await answered;
          return { data: { data: makeOwnerDashboard() } };
        },
      ],
    ]);
    renderWithProviders(<OwnerDashboardPage />);
    expect(screen.getByLabelText('Loading your dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earnings CSV' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Earnings this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earnings CSV' })).toBeInTheDocument();
  });
});
