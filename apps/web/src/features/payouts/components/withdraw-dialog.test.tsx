import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutAccount } from '@nestly/shared';
import { definitionListProblems } from '../../../test/a11y';
import { WithdrawDialog } from './withdraw-dialog';

const verified: PayoutAccount = {
  method: 'bank_account',
  accountHolder: 'Priya Varghese',
  accountNumberLast4: '9012',
  ifsc: 'HDFC0001234',
  status: 'verified',
  verifiedAt: '2026-03-01T10:00:00.000Z',
  autoPayout: false,
  payoutsHeldUntil: null,
};

const NOW = new Date('2026-03-02T10:00:00.000Z');

const renderDialog = (props: Partial<Parameters<typeof WithdrawDialog>[0]> = {}) => {
  const onSubmit = vi.fn();
  const onManageAccount = vi.fn();
  render(
    <WithdrawDialog
      open
      onClose={vi.fn()}
      available={1_250_000}
      pending={300_000}
      account={verified}
      isPending={false}
      onSubmit={onSubmit}
      onManageAccount={onManageAccount}
      now={NOW}
      {...props}
    />,
  );
  return { onSubmit, onManageAccount, user: userEvent.setup() };
};

describe('withdraw dialog', () => {
  it('shows what is available and pending, and where the money goes', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog).toHaveAccessibleDescription('To Bank account ····9012 (HDFC0001234)');
    expect(within(dialog).getByText('Available to withdraw').nextSibling).toHaveTextContent(
      '₹12,500',
    );
    expect(within(dialog).getByText('Pending').nextSibling).toHaveTextContent('₹3,000');
    expect(screen.getByText('From ₹100 to ₹12,500.')).toBeInTheDocument();
    expect(definitionListProblems()).toEqual([]);
  });

  it('sends the amount in paise', async () => {
    const { user, onSubmit } = renderDialog();
    await user.type(screen.getByLabelText('Amount (₹)'), '2500.50');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(250_050));
  });

  it('fills in everything available with one tap', async () => {
    const { user, onSubmit } = renderDialog({ available: 1_234_567 });
    await user.click(screen.getByRole('button', { name: 'Withdraw all (₹12,345.67)' }));
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue(12345.67);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(1_234_567));
  });

  it('refuses less than ₹100 and more than is available', async () => {
    const { user, onSubmit } = renderDialog();
    const amount = screen.getByLabelText('Amount (₹)');
    await user.type(amount, '99');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Amount must be at least ₹100')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12501');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Amount must be at most ₹12,500')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a payout to a changed account waits until 24 hours after the change', () => {
    renderDialog({
      account: { ...verified, payoutsHeldUntil: '2026-03-02T18:30:00.000Z' },
    });
    expect(screen.getByText('Your payout account changed recently')).toBeInTheDocument();
    expect(screen.getByText(/this payout waits until/)).toBeInTheDocument();
  });

  it('does not mention a hold that has passed', () => {
    renderDialog({ account: { ...verified, payoutsHeldUntil: '2026-03-01T09:00:00.000Z' } });
    expect(screen.queryByText('Your payout account changed recently')).not.toBeInTheDocument();
  });

  it('asks for a payout account first when there is none', async () => {
    const { user, onManageAccount, onSubmit } = renderDialog({ account: null });
    expect(screen.getByRole('dialog', { name: 'Add a payout account first' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));
    expect(onManageAccount).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to fix an account the bank could not verify', () => {
    renderDialog({ account: { ...verified, status: 'failed', verifiedAt: null } });
    expect(screen.getByRole('button', { name: 'Fix payout account' })).toBeInTheDocument();
    expect(screen.getByText(/could not verify your payout account/)).toBeInTheDocument();
  });

  it('says when less than ₹100 is available', () => {
    renderDialog({ available: 9_999 });
    expect(screen.getByRole('dialog', { name: 'Not enough to withdraw yet' })).toBeInTheDocument();
    expect(screen.getByText('You can withdraw once ₹100 is available.')).toBeInTheDocument();
  });

  it('is not drawn while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
