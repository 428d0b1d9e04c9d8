import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionListProblems } from '../../../test/a11y';
import { ExtendStayForm } from './extend-stay-form';

const renderForm = (rentalPeriod: number, maxMonths: number) => {
  const onSubmit = vi.fn();
  render(
    <ExtendStayForm
      moveInDate="2026-01-31"
      endDate="2026-04-30"
      rentalPeriod={rentalPeriod}
      maxMonths={maxMonths}
      monthlyAmount={2_950_000}
      onSubmit={onSubmit}
      isPending={false}
    />,
  );
  return onSubmit;
};

describe('ExtendStayForm', () => {
  it('offers only the months the home still allows, with the new end date and cost', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(3, 6);
    const select = screen.getByLabelText('Extend by');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '1 more month',
      '2 more months',
      '3 more months',
    ]);
    expect(screen.getByText('This home takes stays of up to 6 months.')).toBeInTheDocument();
    expect(screen.getByText('New end date').nextElementSibling).toHaveTextContent(
      '31 May 2026 (was 30 Apr 2026)',
    );

    await user.selectOptions(select, '2 more months');
    // Month ends clamp from the move-in date: 31 Jan + 5 months = 30 June.
    expect(screen.getByText('New end date').nextElementSibling).toHaveTextContent('30 Jun 2026');
    expect(
      screen.getByText('2 more monthly payments of ₹29,500').nextElementSibling,
    ).toHaveTextContent('₹59,000');
    expect(definitionListProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Extend stay' }));
    // The form's schema is fetched on its first check (lib/lazy-zod-resolver).
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ months: 2 }, expect.anything()));
  });

  it('says so when the stay already runs as long as the home allows', () => {
    renderForm(6, 6);
    expect(
      screen.getByText(
        /This home takes stays of at most 6 months, and yours already runs that long/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend stay' })).not.toBeInTheDocument();
  });
});
