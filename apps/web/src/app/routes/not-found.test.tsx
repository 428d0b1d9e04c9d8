import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import NotFoundPage from './not-found';

describe('404 page', () => {
  it('shows the spec texts and logs the unknown path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  });

  it('Return Home goes to /', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<NotFoundPage />, {
      route: '/missing',
      path: '/missing',
      children: <Route path="/" element={<p>Landing</p>} />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
