import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dueNowFor, instalmentSchedule, priceStay } from '@nestly/shared';
import { definitionListProblems } from '../../../test/a11y';
import { StayPaymentSummary } from './stay-payment-summary';

const monthly = { monthlyRent: 2_800_000, addOnMonthlyPrices: [150_000] };
const deposit = 5_600_000;

const renderSummary = (months: number) =>
  render(
    <StayPaymentSummary
      dueNow={dueNowFor({ ...monthly, deposit })}
      total={priceStay({ ...monthly, deposit, months }).total}
      deposit={deposit}
      schedule={instalmentSchedule({ moveInDate: '2026-05-10', months, ...monthly })}
    />,
  );

describe('StayPaymentSummary', () => {
  it('shows what is due now beside the stay’s total and the months that follow', () => {
    renderSummary(3);
    const summary = screen.getByRole('region', { name: 'How you pay' });
    expect(within(summary).getByText('Due now').nextElementSibling).toHaveTextContent('₹85,500');
    expect(summary).toHaveTextContent('Security deposit (refundable)₹56,000');
    expect(summary).toHaveTextContent('First month, from 10 May 2026₹29,500');
    expect(summary).toHaveTextContent('Then 2 monthly payments₹59,000');
    expect(summary).toHaveTextContent('The stay’s total (3 months and the deposit)₹1,44,500');
    const later = within(screen.getByRole('list', { name: 'Monthly payments after checkout' }));
    expect(later.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Month 2: 10 Jun 2026₹29,500',
      'Month 3: 10 Jul 2026₹29,500',
    ]);
    expect(definitionListProblems()).toEqual([]);
  });

  it('has no later months to list for a one-month stay', () => {
    renderSummary(1);
    expect(screen.queryByText(/monthly payments/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How you pay' })).toHaveTextContent(
      'The stay’s total (1 month and the deposit)₹85,500',
    );
  });
});
