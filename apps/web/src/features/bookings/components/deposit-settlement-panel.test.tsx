import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DepositSettlement } from '@nestly/shared';
import { DepositSettlementPanel } from './deposit-settlement-panel';

const proposed: DepositSettlement = {
  status: 'proposed',
  deductions: [
    { reason: 'Broken window pane', amount: 450_000 },
    { reason: 'Deep cleaning', amount: 150_000 },
  ],
  ownerAmount: 600_000,
  tenantAmount: 4_400_000,
  deadline: '2026-06-14T18:30:00.000Z',
};

const renderPanel = (settlement: DepositSettlement) => {
  const onAccept = vi.fn();
  const onDispute = vi.fn();
  render(
    <DepositSettlementPanel
      settlement={settlement}
      deposit={5_000_000}
      onAccept={onAccept}
      onDispute={onDispute}
      isAccepting={false}
      isDisputing={false}
    />,
  );
  return { onAccept, onDispute };
};

describe('DepositSettlementPanel', () => {
  it('shows the owner’s deductions and what comes back, and accepts them', async () => {
    const user = userEvent.setup();
    const { onAccept } = renderPanel(proposed);
    expect(screen.getByText('Your answer needed')).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: 'Broken window pane' }).nextElementSibling,
    ).toHaveTextContent('₹4,500');
    expect(screen.getByText('You get back').nextElementSibling).toHaveTextContent('₹44,000');
    expect(screen.getByText('The owner keeps').nextElementSibling).toHaveTextContent('₹6,000');
    expect(screen.getByText(/the proposal counts as accepted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('disputes with a reason of at least 10 characters', async () => {
    const user = userEvent.setup();
    const { onDispute, onAccept } = renderPanel(proposed);
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const reason = screen.getByLabelText('Why you dispute the deductions');
    await user.type(reason, 'No');
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText('At least 10 characters')).toBeInTheDocument();
    expect(onDispute).not.toHaveBeenCalled();

    await user.type(reason, ': the window was cracked when I moved in');
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    expect(onDispute).toHaveBeenCalledWith(
      { reason: 'No: the window was cracked when I moved in' },
      expect.anything(),
    );
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('tells the tenant what silence does while the owner has not proposed', () => {
    renderPanel({
      status: 'awaiting_owner',
      deductions: [],
      ownerAmount: 0,
      tenantAmount: 5_000_000,
      deadline: '2026-06-07T18:30:00.000Z',
    });
    expect(screen.getByText('Awaiting the owner')).toBeInTheDocument();
    expect(screen.getByText(/your whole deposit comes back to your wallet/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a dispute under review, then the settled split, with nothing left to answer', () => {
    renderPanel({ ...proposed, status: 'disputed', deadline: null });
    expect(screen.getByText('An admin is looking at your dispute')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows what was returned once settled', () => {
    renderPanel({
      ...proposed,
      status: 'settled',
      ownerAmount: 300_000,
      tenantAmount: 4_700_000,
      deadline: null,
    });
    expect(screen.getByText('Settled')).toBeInTheDocument();
    expect(screen.getByText('Returned to you').nextElementSibling).toHaveTextContent('₹47,000');
    expect(screen.getByText('Kept by the owner').nextElementSibling).toHaveTextContent('₹3,000');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
