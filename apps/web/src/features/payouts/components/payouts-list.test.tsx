import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payout } from '@nestly/shared';
import { PayoutsList, payoutDetail } from './payouts-list';

const payout = (overrides: Partial<Payout>): Payout => ({
  id: crypto.randomUUID(),
  amount: 250_000,
  status: 'processing',
  destination: 'Bank account ····9012 (HDFC0001234)',
  utr: null,
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

describe('payouts list', () => {
  it('shows each withdrawal with its amount, destination and status chip', () => {
    render(
      <PayoutsList
        payouts={[
          payout({ status: 'processing' }),
          payout({ status: 'processed', utr: '412345678901', amount: 1_000_000 }),
          payout({ status: 'failed', failureReason: 'The bank declined the transfer' }),
          payout({ status: 'reversed', destination: 'UPI asha@okhdfc' }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Your withdrawals' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹2,500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('On its way to your account')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('UTR 412345678901')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Failed, money returned')).toBeInTheDocument();
    expect(
      within(rows[3]!).getByText(
        'The bank declined the transfer. The money is back in your wallet.',
      ),
    ).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Returned by the bank')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('UPI asha@okhdfc')).toBeInTheDocument();
  });

  it('says what a returned payout means even without the bank’s reason', () => {
    expect(payoutDetail(payout({ status: 'reversed' }))).toBe(
      'The bank did not accept it. The money is back in your wallet.',
    );
    expect(payoutDetail(payout({ status: 'failed', failureReason: 'Account closed.' }))).toBe(
      'Account closed. The money is back in your wallet.',
    );
  });

  it('has an empty state', () => {
    render(<PayoutsList payouts={[]} />);
    expect(screen.getByRole('heading', { name: 'No withdrawals yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
