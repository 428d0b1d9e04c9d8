import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterTabs } from './filter-tabs';

const TABS = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('');
  return (
    <>
      <FilterTabs label="Show" tabs={TABS} value={value} onChange={setValue} />
      <p data-testid="chosen">{value || 'all'}</p>
    </>
  );
}

describe('filter tabs', () => {
  it('are pressed buttons in a named group, "All" ("") pressed at first', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('press on a click, stay pressed when pressed again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('unread');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('unread');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('are one Tab stop; arrows move (round the ends) and Enter presses', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveFocus();
    expect(screen.getByTestId('chosen')).toHaveTextContent('all');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('unread');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Read' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
