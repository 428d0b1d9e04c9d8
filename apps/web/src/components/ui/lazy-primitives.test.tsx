import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the primitives afresh (vi.resetModules), so their code has not been fetched
// yet, as on a cold page: test/setup.ts preloads it for every other test.
describe('primitives whose code comes when first needed', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('an open dialog shows its backdrop until Radix is here, then the labelled dialog', async () => {
    const { Dialog } = await import('./dialog');
    const { container } = render(
      <Dialog open onClose={() => undefined} title="Cancel booking?">
        <p>Your refund</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[aria-hidden].fixed.inset-0')).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Cancel booking?' })).toHaveTextContent(
      'Your refund',
    );
  });

  it('a closed dialog draws nothing', async () => {
    const { Dialog } = await import('./dialog');
    const { container } = render(
      <Dialog open={false} onClose={() => undefined} title="Cancel booking?" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('a tooltip draws its control alone, fetches Radix on focus, keeps focus, and tips from the next visit', async () => {
    const user = userEvent.setup();
    const { Tooltip } = await import('./tooltip');
    render(
      <>
        <Tooltip content="Up to 5 MB">
          <button type="button" aria-label="Attach a file">
            +
          </button>
        </Tooltip>
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.tab();
    const control = screen.getByRole('button', { name: 'Attach a file' });
    expect(control).toHaveFocus();
    // Radix's code comes while the control has focus, and does not take it over under the user.
    await import('./tooltip-on-radix');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(control).toHaveFocus();
    expect(control).not.toHaveAttribute('data-state');
    // Once focus has moved on, Radix's tooltip takes the control over: the next visit tips.
    await user.tab();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveAttribute('data-state'),
    );
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Up to 5 MB');
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveAccessibleName(
      'Attach a file',
    );
  });

  it("an amenity's icon holds its place with an empty box of its size, then draws", async () => {
    const { NamedIcon } = await import('./named-icon');
    const { container } = render(<NamedIcon name="wifi" className="size-4" />);
    const box = container.querySelector('svg')!;
    expect(box).toHaveClass('size-4');
    expect(box.childElementCount).toBe(0);
    await vi.waitFor(() => expect(container.querySelector('svg.lucide-wifi')).not.toBeNull());
    expect(container.querySelector('svg')).toHaveClass('size-4');
  });

  it('a switch works as the button Radix would draw before Radix comes, and keeps focus', async () => {
    const user = userEvent.setup();
    const { Switch } = await import('./switch');
    const changes: boolean[] = [];
    const Harness = () => {
      const [on, setOn] = useState(false);
      return (
        <Switch
          label="Weekly payouts"
          checked={on}
          onCheckedChange={(next) => {
            changes.push(next);
            setOn(next);
          }}
        />
      );
    };
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Weekly payouts' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(changes).toEqual([true]);
    expect(control).toHaveFocus();
    expect(control).toHaveAttribute('aria-checked', 'true');
    // Radix's code comes while it has focus: the same control stays, focused.
    await import('./switch-on-radix');
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual([true, false]);
  });

  it('filter buttons work as plain pressed buttons before Radix comes, and keep focus', async () => {
    const user = userEvent.setup();
    const { FilterTabs } = await import('./filter-tabs');
    const chosen: string[] = [];
    const Harness = () => {
      const [value, setValue] = useState('all');
      return (
        <FilterTabs
          label="Status"
          tabs={[
            { value: 'all', label: 'All' },
            { value: 'paid', label: 'Paid' },
          ]}
          value={value}
          onChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
        />
      );
    };
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    const paid = screen.getByRole('button', { name: 'Paid' });
    await user.click(paid);
    expect(chosen).toEqual(['paid']);
    expect(paid).toHaveAttribute('aria-pressed', 'true');
    await import('./filter-tabs-on-radix');
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(paid).toHaveFocus();
  });
});
