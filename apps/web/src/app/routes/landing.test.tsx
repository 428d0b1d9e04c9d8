import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render';
import LandingPage from './landing';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

describe('landing page', () => {
  it('has the hero, welcome and the three feature cards', () => {
    renderWithProviders(<LandingPage />);
    const hero = screen.getByRole('heading', { level: 1, name: 'Find Your Dream Home' });
    expect(hero.closest('section')).toHaveClass('h-[550px]');
    expect(screen.getByRole('link', { name: 'Find Your Home' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    expect(screen.getByRole('link', { name: 'Grow Your Business' })).toHaveAttribute(
      'href',
      '/owner/login',
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Nestly' })).toBeInTheDocument();
    for (const title of ['Easy Search', 'Quality Listings', 'User-Friendly']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('For Home Seekers')).toBeInTheDocument();
    expect(screen.getByText('For Property Owners')).toBeInTheDocument();
  });

  it('has three testimonials with a name and a role', () => {
    renderWithProviders(<LandingPage />);
    const section = screen.getByRole('region', { name: 'What our community says' });
    const quotes = within(section).getAllByRole('blockquote');
    expect(quotes).toHaveLength(3);
    expect(within(section).getAllByText(/^(Tenant|Property Owner)$/)).toHaveLength(3);
  });

  it('has the contact section with e-mails, +91 phones and a Kochi address', () => {
    const { container } = renderWithProviders(<LandingPage />);
    const contact = container.querySelector('section#contact') as HTMLElement;
    expect(contact).not.toBeNull();
    expect(within(contact).getByText(/^support@/)).toBeInTheDocument();
    expect(within(contact).getByText(/^info@/)).toBeInTheDocument();
    expect(within(contact).getAllByText(/^\+91/)).toHaveLength(2);
    expect(within(contact).getByText(/Marine Drive, Kochi, Kerala/)).toBeInTheDocument();
  });

  it('closes with the call to action and a footer with the current year', () => {
    renderWithProviders(<LandingPage />);
    expect(
      screen.getByRole('heading', { name: 'Ready to Find Your Perfect Home?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Properties' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    expect(screen.getByRole('link', { name: 'List Your Property' })).toHaveAttribute(
      'href',
      '/owner/login',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('offers "Login as User" and "Login as Owner" when logged out', async () => {
    renderWithProviders(<LandingPage />);
    const menuButton = screen.getByRole('button', { name: 'Login' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    // The menu's Radix part is fetched on this first press, and takes the trigger's place.
    expect(await screen.findByRole('menuitem', { name: 'Login as User' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    expect(screen.getByRole('menuitem', { name: 'Login as Owner' })).toHaveAttribute(
      'href',
      '/owner/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows the name with Profile and Logout when logged in', async () => {
    signIn('owner', { name: 'Rahul Varma' });
    renderWithProviders(<LandingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Rahul Varma' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/owner/dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
