import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, renderWithProviders } from '../../test/render';
import { UserHeader } from './user-header';

const user = makeAccount({ name: 'Ananya Menon', email: 'ananya@example.com' });

describe('user header', () => {
  it('shows the avatar initial and the first name', () => {
    renderWithProviders(<UserHeader user={user} unreadCount={0} onLogout={vi.fn()} />);
    expect(screen.getByTestId('header-first-name')).toHaveTextContent(/^Ananya$/);
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it.each([
    [150, '99+'],
    [100, '99+'],
    [99, '99'],
    [7, '7'],
  ])('shows %i unread as "%s"', (count, label) => {
    renderWithProviders(<UserHeader user={user} unreadCount={count} onLogout={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: /Ananya/ });
    expect(trigger).toHaveTextContent(`${label} unread notifications`);
  });

  it('shows no badge when nothing is unread', () => {
    renderWithProviders(<UserHeader user={user} unreadCount={0} onLogout={vi.fn()} />);
    expect(screen.queryByText(/unread notifications/)).not.toBeInTheDocument();
  });

  it('opens the account menu and closes it on an outside click', async () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <>
        <UserHeader user={user} unreadCount={120} onLogout={onLogout} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Ananya/ }));
    // The menu's Radix part is fetched on this first press (docs/decisions/038).
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('ananya@example.com')).toBeInTheDocument();
    for (const item of ['Profile', 'My Bookings', 'My Wallet', 'Chat', 'Logout']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    expect(screen.getByRole('menuitem', { name: /Notifications/ })).toHaveTextContent('99+');
    expect(menu).toBeInTheDocument();

    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: /Ananya/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers Sign In (and Register in the mobile menu) when logged out', async () => {
    renderWithProviders(<UserHeader user={null} unreadCount={0} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('links Home, Houses and About', () => {
    renderWithProviders(<UserHeader user={user} unreadCount={0} onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('HomeHousesAbout');
    expect(screen.getByRole('link', { name: 'Houses' })).toHaveAttribute(
      'href',
      '/user/properties',
    );
  });
});

describe('user header on scroll', () => {
  it('becomes compact after 50px of scroll', () => {
    renderWithProviders(<UserHeader user={user} unreadCount={0} onLogout={vi.fn()} />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-compact');
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-compact', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(header).not.toHaveAttribute('data-compact');
  });
});
