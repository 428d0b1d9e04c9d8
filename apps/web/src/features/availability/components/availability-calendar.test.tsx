import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TakenRange } from '@nestly/shared';
import { AvailabilityCalendar } from './availability-calendar';

const taken: TakenRange[] = [
  { start: '2027-01-25', end: '2027-01-28', kind: 'booked' },
  { start: '2027-02-03', end: '2027-02-05', kind: 'blocked' },
];

const renderCalendar = (props: Partial<Parameters<typeof AvailabilityCalendar>[0]> = {}) => {
  const onSelectDay = vi.fn();
  render(
    <AvailabilityCalendar
      label="Move-in date"
      taken={taken}
      minDate="2027-01-20"
      onSelectDay={onSelectDay}
      {...props}
    />,
  );
  return onSelectDay;
};

describe('availability calendar', () => {
  it('marks booked and past days, refuses them with a reason, and accepts a free day', async () => {
    const user = userEvent.setup();
    const onSelectDay = renderCalendar();
    expect(screen.getByRole('grid', { name: 'Move-in date January 2027' })).toBeInTheDocument();

    const booked = screen.getByRole('button', { name: 'Monday, 25 January 2027, booked' });
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    await user.click(booked);
    expect(onSelectDay).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '25 Jan 2027 is booked. Choose a free day.',
    );

    await user.click(screen.getByRole('button', { name: 'Tuesday, 19 January 2027, in the past' }));
    expect(onSelectDay).not.toHaveBeenCalled();

    // Taken ranges end before their `end`: the 28th is free again.
    await user.click(screen.getByRole('button', { name: 'Thursday, 28 January 2027' }));
    expect(onSelectDay).toHaveBeenCalledWith('2027-01-28');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'FreeBookedBlocked by the owner',
    );
  });

  it('moves between days and months with the keyboard, one day in the Tab order', async () => {
    const user = userEvent.setup();
    renderCalendar();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const grid = screen.getByRole('grid');
    const focusable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName('Wednesday, 20 January 2027, today');

    focusable[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday, 21 January 2027' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thursday, 28 January 2027' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Move-in date February 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, 28 February 2027' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'Move-in date March 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, 7 March 2027' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      screen.getByRole('button', { name: 'Wednesday, 3 February 2027, blocked by the owner' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('highlights the chosen stay from move-in up to the move-out day', () => {
    renderCalendar({ selection: { start: '2027-02-08', end: '2027-03-08' } });
    const grid = screen.getByRole('grid', { name: 'Move-in date February 2027' });
    const selected = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    // 8 to 28 February: the rest of the stay is in March.
    expect(selected).toHaveLength(21);
    expect(
      screen.getByRole('button', { name: 'Monday, 8 February 2027, move-in day' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Sunday, 28 February 2027, in your stay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Your stay');
  });

  it('greys out days past the horizon, refuses them with the reason and stops at its month', async () => {
    const user = userEvent.setup();
    const onSelectDay = renderCalendar({
      maxDate: { day: '2027-02-10', reason: 'Stays can start up to 12 months ahead' },
    });
    expect(screen.getByText('Stays can start up to 12 months ahead.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'Move-in date February 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const tooFar = screen.getByRole('button', {
      name: 'Thursday, 11 February 2027, too far ahead',
    });
    expect(tooFar).toHaveAttribute('aria-disabled', 'true');
    await user.click(tooFar);
    expect(onSelectDay).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '11 Feb 2027 is too far ahead. Stays can start up to 12 months ahead.',
    );
    await user.click(screen.getByRole('button', { name: 'Wednesday, 10 February 2027' }));
    expect(onSelectDay).toHaveBeenCalledWith('2027-02-10');
  });
});
