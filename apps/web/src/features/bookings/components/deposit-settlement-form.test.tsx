import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionListProblems } from '../../../test/a11y';
import { DepositSettlementForm } from './deposit-settlement-form';

const renderForm = () => {
  const onSubmit = vi.fn();
  render(
    <DepositSettlementForm
      deposit={5_000_000}
      deadline="2026-06-07T18:30:00.000Z"
      onSubmit={onSubmit}
      isPending={false}
    />,
  );
  return onSubmit;
};

const split = () => ({
  kept: screen.getByText('You keep').nextElementSibling?.textContent,
  returned: screen.getByText('The guest gets back').nextElementSibling?.textContent,
});

describe('DepositSettlementForm', () => {
  it('returns the whole deposit when no deduction is listed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(split()).toEqual({ kept: '₹0', returned: '₹50,000' });
    expect(screen.getByText(/the whole deposit goes back to the guest/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return the whole deposit' }));
    // The form's schema is fetched on its first check (lib/lazy-zod-resolver).
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ deductions: [] }, expect.anything()),
    );
  });

  it('sends itemised deductions in paise, showing each side’s share as they are typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a deduction' }));
    await user.type(screen.getByLabelText('Reason 1'), 'Broken window pane');
    await user.type(screen.getByLabelText('Amount 1 (₹)'), '4500.50');
    await user.click(screen.getByRole('button', { name: 'Add a deduction' }));
    await user.type(screen.getByLabelText('Reason 2'), 'Deep cleaning');
    await user.type(screen.getByLabelText('Amount 2 (₹)'), '1500');
    expect(split()).toEqual({ kept: '₹6,000.50', returned: '₹43,999.50' });
    expect(definitionListProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          deductions: [
            { reason: 'Broken window pane', amount: 450_050 },
            { reason: 'Deep cleaning', amount: 150_000 },
          ],
        },
        expect.anything(),
      ),
    );
  });

  it('puts a short reason on its field and a sum above the deposit on the list', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a deduction' }));
    await user.type(screen.getByLabelText('Reason 1'), 'Dent');
    await user.type(screen.getByLabelText('Amount 1 (₹)'), '30000');
    await user.click(screen.getByRole('button', { name: 'Add a deduction' }));
    await user.type(screen.getByLabelText('Reason 2'), 'Repainting two rooms');
    await user.type(screen.getByLabelText('Amount 2 (₹)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(await screen.findByText('At least 5 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason 1'), ' on the door');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(
      await screen.findByText('Deductions add up to more than the deposit of ₹50,000'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove deduction 2' }));
    const list = screen.getByRole('list', { name: 'Deductions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { deductions: [{ reason: 'Dent on the door', amount: 3_000_000 }] },
      expect.anything(),
    );
  });
});
