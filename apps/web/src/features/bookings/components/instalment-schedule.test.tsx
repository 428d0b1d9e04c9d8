import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionListProblems } from '../../../test/a11y';
import { makeInstalments } from '../../../test/long-stay-factory';
import { InstalmentSchedule } from './instalment-schedule';

const instalments = makeInstalments(['paid', 'paid', 'overdue', 'due', 'upcoming', 'cancelled']);

describe('InstalmentSchedule', () => {
  it('lists every month with its period, status and amount, and sums up what is left', () => {
    render(<InstalmentSchedule instalments={instalments} area="owner" />);
    const rows = within(screen.getByRole('list', { name: 'Monthly payments' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Month 1');
    expect(rows[0]).toHaveTextContent('10 May 2026 – 9 Jun 2026');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('Card · Receipt NST-2026-27-000101');
    expect(rows[1]).toHaveTextContent('Nestly wallet');
    expect(rows[2]).toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Due 10 Jul 2026');
    expect(rows[3]).toHaveTextContent('Due');
    expect(rows[4]).toHaveTextContent('Upcoming');
    expect(rows[5]).toHaveTextContent('Cancelled');
    expect(rows[5]).toHaveTextContent('No longer part of the stay');
    expect(rows[0]).toHaveTextContent('₹29,500');

    expect(screen.getByText('2 of 5 months')).toBeInTheDocument();
    expect(screen.getByText('₹29,500 on 10 Jul 2026')).toBeInTheDocument();
    expect(definitionListProblems()).toEqual([]);
  });

  it('offers owners and admins no payment, receipt or autopay controls', () => {
    render(
      <InstalmentSchedule
        instalments={instalments}
        area="admin"
        onPay={vi.fn()}
        onDownloadReceipt={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lets the tenant pay a due or overdue month and download a paid month’s receipt', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    const onDownloadReceipt = vi.fn();
    render(
      <InstalmentSchedule
        instalments={instalments}
        area="user"
        onPay={onPay}
        onDownloadReceipt={onDownloadReceipt}
      />,
    );
    const payButtons = screen.getAllByRole('button', { name: /^Pay month/ });
    expect(payButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pay month 3, ₹29,500',
      'Pay month 4, ₹29,500',
    ]);
    await user.click(screen.getByRole('button', { name: 'Pay month 3, ₹29,500' }));
    expect(onPay).toHaveBeenCalledWith(instalments[2]);

    await user.click(screen.getByRole('button', { name: 'Download the receipt for month 2' }));
    expect(onDownloadReceipt).toHaveBeenCalledWith(instalments[1]);
    expect(screen.getAllByRole('button', { name: /Download the receipt/ })).toHaveLength(2);
  });

  it('shows a payment on its way and keeps its button from a second press', () => {
    render(
      <InstalmentSchedule
        instalments={instalments}
        area="user"
        onPay={vi.fn()}
        payingId={instalments[3]?.id}
      />,
    );
    const paying = screen.getByRole('button', { name: 'Pay month 4, ₹29,500' });
    expect(paying).toBeDisabled();
    expect(paying).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Pay month 3, ₹29,500' })).toBeEnabled();
  });

  it('switches autopay and says what it does', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <InstalmentSchedule
        instalments={instalments}
        area="user"
        autopay={{ enabled: false, isPending: false, onChange }}
      />,
    );
    const autopay = screen.getByRole('switch', { name: 'Autopay from wallet' });
    expect(autopay).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/We remind you 3 days before it is due/)).toBeInTheDocument();
    await user.click(autopay);
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(
      <InstalmentSchedule
        instalments={instalments}
        area="user"
        autopay={{ enabled: true, isPending: true, onChange }}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Autopay from wallet' })).toBeDisabled();
    expect(screen.getByText(/taken from your Nestly wallet on its due date/)).toBeInTheDocument();
  });

  it('says when a booking has no monthly payments', () => {
    render(<InstalmentSchedule instalments={[]} area="user" />);
    expect(screen.getByText('No monthly payments for this booking.')).toBeInTheDocument();
  });
});
