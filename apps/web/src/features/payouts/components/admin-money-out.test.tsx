import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPayout, ReconciliationFinding, ReconciliationSummary } from '@nestly/shared';
import { definitionListProblems } from '../../../test/a11y';
import { AdminPayoutsTable } from './admin-payouts-table';
import { ReconciliationList } from './reconciliation-list';

const adminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: crypto.randomUUID(),
  amount: 250_000,
  status: 'processed',
  destination: 'Bank account ····9012 (HDFC0001234)',
  utr: '412345678901',
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:03.000Z',
  account: {
    id: crypto.randomUUID(),
    name: 'Priya Varghese',
    email: 'owner@nestly.local',
    role: 'owner',
  },
  providerPayoutId: 'pout_00000000000001',
  automatic: false,
  ...overrides,
});

const summary: ReconciliationSummary = {
  openFindings: 1,
  moneyInTransit: 250_000,
  cardRefundsInTransit: 0,
  failedPayouts: { count: 2, amount: 30_000 },
  lastRunAt: null,
};

const finding = (overrides: Partial<ReconciliationFinding> = {}): ReconciliationFinding => ({
  id: crypto.randomUUID(),
  kind: 'payment_amount_mismatch',
  status: 'open',
  providerReference: 'pay_00000000000001',
  internalReference: null,
  ledgerAmount: 1_500_000,
  providerAmount: 1_400_000,
  detail: 'Razorpay captured ₹14,000 for an order of ₹15,000',
  resolution: null,
  resolutionNote: null,
  foundAt: '2026-03-02T02:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

describe('admin payouts table', () => {
  it('lists who is paid, how much, where, and the provider’s references', () => {
    render(
      <AdminPayoutsTable
        payouts={[
          adminPayout(),
          adminPayout({
            status: 'failed',
            utr: null,
            failureReason: 'Beneficiary bank offline',
            automatic: true,
            account: {
              id: crypto.randomUUID(),
              name: 'Asha Menon',
              email: 'user@nestly.local',
              role: 'user',
            },
          }),
        ]}
        status="all"
        onStatusChange={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Payouts' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Priya Varghese')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('owner@nestly.local · Owner')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('UTR 412345678901')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('pout_00000000000001')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('user@nestly.local · Tenant')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Weekly')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Beneficiary bank offline')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const onStatusChange = vi.fn();
    render(<AdminPayoutsTable payouts={[]} status="failed" onStatusChange={onStatusChange} />);
    const filters = screen.getByRole('group', { name: 'Payout status' });
    expect(within(filters).getByRole('button', { name: 'Failed, money returned' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Processing' }));
    expect(onStatusChange).toHaveBeenCalledWith('processing');
    expect(
      screen.getByRole('heading', { name: 'No failed, money returned payouts' }),
    ).toBeInTheDocument();
  });
});

describe('reconciliation list', () => {
  it('shows the dashboard figures from the summary', () => {
    render(
      <ReconciliationList findings={[]} summary={summary} status="open" onStatusChange={vi.fn()} />,
    );
    expect(screen.getByText('Findings to look at').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Money in transit').nextSibling).toHaveTextContent('₹2,500');
    expect(screen.getByText('Failed payouts').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('₹300 returned to wallets')).toBeInTheDocument();
    expect(screen.getByText('Not run yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing to look at' })).toBeInTheDocument();
    expect(screen.queryByText(/on its way back to cards/)).not.toBeInTheDocument();
  });

  it('adds the card refunds on their way beside the money in transit', () => {
    render(
      <ReconciliationList
        findings={[]}
        summary={{ ...summary, cardRefundsInTransit: 120_000 }}
        status="open"
        onStatusChange={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'Withdrawn from wallets, not yet settled by the bank; ₹1,200 more on its way back to cards',
      ),
    ).toBeInTheDocument();
  });

  it('lists findings with both sides’ amounts and what was done', () => {
    render(
      <ReconciliationList
        findings={[
          finding(),
          finding({
            kind: 'payment_not_confirmed',
            status: 'resolved',
            ledgerAmount: null,
            providerAmount: 1_500_000,
            detail: 'Captured at Razorpay, its tab never confirmed it',
            resolution: 'confirmed',
            resolvedAt: '2026-03-02T02:00:01.000Z',
          }),
        ]}
        summary={summary}
        status="all"
        onStatusChange={vi.fn()}
      />,
    );
    const [open, resolved] = within(
      screen.getByRole('list', { name: 'Reconciliation findings' }),
    ).getAllByRole('listitem');
    expect(
      within(open!).getByRole('heading', { name: 'Payment amount differs' }),
    ).toBeInTheDocument();
    expect(within(open!).getByText('Needs a look')).toBeInTheDocument();
    expect(within(open!).getByText('Our books').nextSibling).toHaveTextContent('₹15,000');
    expect(within(open!).getByText('Razorpay').nextSibling).toHaveTextContent('₹14,000');
    expect(
      within(resolved!).getByRole('heading', { name: 'Payment captured, never confirmed' }),
    ).toBeInTheDocument();
    expect(within(resolved!).getByText('Confirmed automatically')).toBeInTheDocument();
    expect(within(resolved!).getByText('Our books').nextSibling).toHaveTextContent('none');
    expect(definitionListProblems()).toEqual([]);
  });

  it('filters by open or resolved', async () => {
    const onStatusChange = vi.fn();
    render(
      <ReconciliationList
        findings={[]}
        summary={summary}
        status="open"
        onStatusChange={onStatusChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(onStatusChange).toHaveBeenCalledWith('resolved');
  });
});
