import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

const renderTip = () =>
  render(
    <>
      <Tooltip content="Attach a photo or PDF (up to 5 MB)">
        <button type="button" aria-label="Attach a photo or PDF">
          📎
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );

describe('tooltip', () => {
  it('shows on keyboard focus, describes the control without renaming it, and Escape hides it', async () => {
    const user = userEvent.setup();
    renderTip();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Attach a photo or PDF' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Attach a photo or PDF (up to 5 MB)',
    );
    expect(button).toHaveAccessibleName('Attach a photo or PDF');
    expect(button).toHaveAccessibleDescription('Attach a photo or PDF (up to 5 MB)');
    expect(button).not.toHaveAttribute('title');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows on hover', async () => {
    const user = userEvent.setup();
    renderTip();
    await user.hover(screen.getByRole('button', { name: 'Attach a photo or PDF' }));
    // Radix waits a moment (300 ms here) before showing a tip on hover; jsdom has no layout to
    // judge the pointer's way out by, so leaving is left to the browser.
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
