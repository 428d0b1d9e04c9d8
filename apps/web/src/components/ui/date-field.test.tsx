import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { FormField } from './form-field';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Noon in India, 20 January 2027: the business day is the 20th.
  vi.setSystemTime(new Date('2027-01-20T06:30:00Z'));
});
afterEach(() => vi.useRealTimers());

function Harness({
  initial = '',
  error,
  clearable,
}: {
  initial?: string;
  error?: string;
  clearable?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Move-in date" hint="Homes free from this day." error={error}>
        <DateField
          value={value}
          onChange={setValue}
          min="2027-01-20"
          max="2027-03-31"
          clearable={clearable}
        />
      </FormField>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('date field', () => {
  it('opens by keyboard, moves with the arrows, chooses with Enter and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText('Move-in date');
    expect(field).toHaveAccessibleName('Move-in date Choose a date');
    expect(field).toHaveAccessibleDescription('Homes free from this day.');

    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Move-in date' });
    // With nothing chosen, focus starts on today.
    expect(
      within(calendar).getByRole('button', { name: /^Wednesday, 20 January 2027/ }),
    ).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(
      within(calendar).getByRole('button', { name: 'Thursday, 28 January 2027' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-28');
    expect(field).toHaveAccessibleName('Move-in date 28 Jan 2027');
    expect(field).toHaveFocus();

    // Opened again, focus is on the chosen day; Escape closes without a change.
    await user.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Move-in date' });
    expect(
      within(again).getByRole('button', { name: 'Thursday, 28 January 2027, selected' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-28');
    expect(field).toHaveFocus();
  });

  it('offers no day before min or after max', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2027-03-10" />);
    await user.click(screen.getByLabelText('Move-in date'));
    const calendar = await screen.findByRole('dialog', { name: 'Move-in date' });
    expect(within(calendar).getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(within(calendar).getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    const yesterday = within(calendar).getByRole('button', { name: 'Tuesday, 19 January 2027' });
    expect(yesterday).toBeDisabled();
    await user.click(yesterday);
    expect(screen.getByTestId('value')).toHaveTextContent('2027-03-10');
  });

  it('clears an optional field, and says when it is refused', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness initial="2027-02-01" clearable />);
    await user.click(screen.getByLabelText('Move-in date'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Move-in date')).toHaveTextContent('Choose a date');

    rerender(<Harness error="Choose today or a later date" />);
    const field = screen.getByLabelText('Move-in date');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Choose today or a later date');
  });
});
