import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';

/** A fresh copy of the module each test, so that each starts with Radix's menu not yet loaded. */
const renderMenu = async (onLogout = vi.fn()) => {
  const { DropdownMenu } = await import('./dropdown-menu');
  renderWithProviders(
    <>
      <DropdownMenu
        trigger="Account"
        header={<p>ananya@example.com</p>}
        items={[
          { label: 'Profile', to: '/user/profile' },
          { label: 'Logout', onSelect: onLogout, tone: 'danger' },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Account' });
};

describe('dropdown menu', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('draws a light trigger first, and the first click opens the menu', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Account');
    expect(menu).toHaveTextContent('ananya@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // From now on it is Radix's trigger: a click opens and closes it.
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens on a first Enter with the first item focused; arrows move, Escape gives focus back', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('runs an action item and closes', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const trigger = await renderMenu(onLogout);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is fetched, not opened, when the trigger is hovered or focused', async () => {
    const user = userEvent.setup();
    const trigger = await renderMenu();
    await user.hover(trigger);
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
