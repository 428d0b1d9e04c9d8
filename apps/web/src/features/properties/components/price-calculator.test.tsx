import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceCalculator } from './price-calculator';

const property = { rent: 2_800_000, deposit: 5_600_000, minMonths: 2, maxMonths: 6 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('price calculator', () => {
  it('starts today for the minimum stay and prices months × rent plus the deposit', () => {
    render(<PriceCalculator property={property} />);
    expect(screen.getByLabelText('Move-in date')).toHaveValue('2027-01-20');
    expect(screen.getByLabelText('Move-in date')).toHaveAttribute('min', '2027-01-20');
    expect(screen.getByLabelText('Months')).toHaveValue('2');
    expect(screen.getByText('₹28,000 × 2 months')).toBeInTheDocument();
    // Two months of rent happen to equal the deposit here: both lines read ₹56,000.
    expect(screen.getAllByText('₹56,000', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('₹1,12,000')).toBeInTheDocument();
    expect(screen.getByText('Move out on 20 Mar 2027.', { exact: false })).toBeInTheDocument();
  });

  it('clamps the move-out day at a month end and only offers the allowed months', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator property={property} />);
    const months = screen.getByLabelText('Months');
    expect(Array.from((months as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await user.clear(screen.getByLabelText('Move-in date'));
    await user.type(screen.getByLabelText('Move-in date'), '2027-01-31');
    await user.selectOptions(months, '3');
    expect(screen.getByText('Move out on 30 Apr 2027.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('₹84,000')).toBeInTheDocument();
    expect(screen.getByText('₹1,40,000')).toBeInTheDocument();
  });

  it('refuses a move-in date in the past', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator property={property} />);
    await user.clear(screen.getByLabelText('Move-in date'));
    await user.type(screen.getByLabelText('Move-in date'), '2027-01-19');
    expect(screen.getByText('The move-in date must be today or later')).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });
});
