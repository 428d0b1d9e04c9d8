import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayout, ReconciliationFinding, ReconciliationSummary } from '@nestly/shared';
import { axeViolations, definitionListProblems, expectOneHeadingOne } from '../../test/a11y';
import { idFor, pageOf } from '../../test/booking-factory';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import AdminMoneyOutPage from './admin-money-out';

const AdminPayoutsPage = () => <AdminMoneyOutPage screen="payouts" />;
const AdminReconciliationPage = () => <AdminMoneyOutPage screen="reconciliation" />;

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

const adminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: idFor(50),
  amount: 250_000,
  status: 'processed',
  destination: 'Bank account ····9012 (HDFC0001234)',
  utr: '412345678901',
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:03.000Z',
  account: { id: idFor(51), name: 'Priya Varghese', email: 'owner@nestly.local', role: 'owner' },
  providerPayoutId: 'pout_00000000000001',
  automatic: false,
  ...overrides,
});

const listUrls = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.url.startsWith(path)).map((call) => call.url);

const location = () => screen.getByTestId('location').textContent;

describe('admin payouts', () => {
  it('lists every payout, and keeps the status filter in the URL and the request', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const calls = serveApi([
      [
        'GET /admin/payouts',
        (call) => ({
          data: pageOf(
            (call.params as { status?: string } | undefined)?.status === 'failed'
              ? []
              : [adminPayout()],
            { limit: 20 },
          ),
        }),
      ],
    ]);
    renderWithProviders(<AdminPayoutsPage />, { route: '/admin/payouts' });
    const row = await screen.findByRole('row', { name: /Priya Varghese/ });
    expect(within(row).getByText('UTR 412345678901')).toBeInTheDocument();
    expect(listUrls(calls, '/admin/payouts')).toEqual(['/admin/payouts?page=1&limit=20']);

    await user.click(screen.getByRole('button', { name: 'Failed, money returned' }));
    expect(
      await screen.findByRole('heading', { name: 'No failed, money returned payouts' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin/payouts?status=failed');
    expect(listUrls(calls, '/admin/payouts').at(-1)).toBe(
      '/admin/payouts?page=1&limit=20&status=failed',
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/admin/payouts'));
  });

  it('reads the status from the URL, and ignores one that is not a status', async () => {
    signIn('admin');
    const calls = serveApi([
      ['GET /admin/payouts', { data: pageOf([adminPayout({ status: 'processing' })]) }],
    ]);
    const first = renderWithProviders(<AdminPayoutsPage />, {
      route: '/admin/payouts?status=processing',
    });
    await screen.findByRole('row', { name: /Priya Varghese/ });
    expect(screen.getByRole('button', { name: 'Processing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    first.unmount();
    renderWithProviders(<AdminPayoutsPage />, { route: '/admin/payouts?status=lost' });
    await screen.findByRole('row', { name: /Priya Varghese/ });
    expect(listUrls(calls, '/admin/payouts')).toEqual([
      '/admin/payouts?page=1&limit=20&status=processing',
      '/admin/payouts?page=1&limit=20',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the payouts could not be loaded, with a retry', async () => {
    signIn('admin');
    serveApi([
      ['GET /admin/payouts', { status: 500, data: { message: 'Database down', code: 'INTERNAL' } }],
    ]);
    renderWithProviders(<AdminPayoutsPage />, { route: '/admin/payouts' });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the payouts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has one h1 and headings in order', async () => {
    signIn('admin');
    serveApi([['GET /admin/payouts', { data: pageOf([adminPayout()]) }]]);
    renderWithProviders(<AdminPayoutsPage />, { route: '/admin/payouts' });
    await screen.findByRole('row', { name: /Priya Varghese/ });
    expectOneHeadingOne();
    expect(await axeViolations(['heading-order', 'label-content-name-mismatch'])).toEqual([]);
  });
});

const summary: ReconciliationSummary = {
  openFindings: 1,
  moneyInTransit: 250_000,
  cardRefundsInTransit: 0,
  failedPayouts: { count: 2, amount: 30_000 },
  lastRunAt: '2026-03-02T02:00:05.000Z',
};

const finding: ReconciliationFinding = {
  id: idFor(60),
  kind: 'payout_status_mismatch',
  status: 'open',
  providerReference: 'pout_00000000000002',
  internalReference: idFor(61),
  ledgerAmount: 250_000,
  providerAmount: 250_000,
  detail: 'RazorpayX says processed; our books say processing',
  resolution: null,
  resolutionNote: null,
  foundAt: '2026-03-02T02:00:00.000Z',
  resolvedAt: null,
};

describe('admin reconciliation', () => {
  it('shows the figures and the open findings first, the filter in the URL', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const calls = serveApi([
      [
        'GET /admin/reconciliation',
        (call) => ({
          data: {
            ...pageOf(
              (call.params as { status?: string } | undefined)?.status === 'open' ? [finding] : [],
              { limit: 20 },
            ),
            summary,
          },
        }),
      ],
    ]);
    renderWithProviders(<AdminReconciliationPage />, { route: '/admin/reconciliation' });
    const list = await screen.findByRole('list', { name: 'Reconciliation findings' });
    expect(
      within(list).getByRole('heading', { name: 'Payout status differs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Money in transit').nextSibling).toHaveTextContent('₹2,500');
    expect(listUrls(calls, '/admin/reconciliation')).toEqual([
      '/admin/reconciliation?page=1&limit=20&status=open',
    ]);
    expect(definitionListProblems()).toEqual([]);
    expectOneHeadingOne();
    expect(await axeViolations(['heading-order'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByRole('heading', { name: 'No findings' })).toBeInTheDocument();
    expect(location()).toBe('/admin/reconciliation?status=resolved');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(listUrls(calls, '/admin/reconciliation').at(-1)).toBe(
        '/admin/reconciliation?page=1&limit=20',
      ),
    );
    expect(location()).toBe('/admin/reconciliation?status=all');
  });

  it('says when the reconciliation could not be loaded', async () => {
    signIn('admin');
    serveApi([]);
    renderWithProviders(<AdminReconciliationPage />, { route: '/admin/reconciliation' });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the reconciliation' }),
    ).toBeInTheDocument();
  });
});
