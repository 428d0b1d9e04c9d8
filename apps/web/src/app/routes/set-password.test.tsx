import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import SetPasswordPage from './set-password';

afterEach(() => stopApi());

const TOKEN = `7b0c6a52-8c55-4a57-9b7e-2a0a8e0d6d01.${'k'.repeat(43)}`;

describe('/set-password (an operator’s one-time link)', () => {
  it('sends the link’s token with the chosen password', async () => {
    const calls = serveApi([
      [
        'POST /auth/password-link',
        {
          data: { message: 'Password set. Please sign in with your new password.', role: 'admin' },
        },
      ],
    ]);
    renderWithProviders(<SetPasswordPage />, { route: `/set-password#${TOKEN}` });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Quiet-Harbour-Lantern-58');
    await user.type(screen.getByLabelText('Confirm password'), 'Quiet-Harbour-Lantern-58');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.data;
    expect(typeof sent === 'string' ? JSON.parse(sent) : sent).toEqual({
      token: TOKEN,
      newPassword: 'Quiet-Harbour-Lantern-58',
    });
  });

  it('shows why a spent link is refused', async () => {
    serveApi([
      [
        'POST /auth/password-link',
        {
          status: 400,
          data: {
            message: 'This link is not valid any more: ask for a new one',
            code: 'OTP_INVALID',
            details: [{ field: 'token', message: 'This link is not valid any more' }],
          },
        },
      ],
    ]);
    renderWithProviders(<SetPasswordPage />, { route: `/set-password#${TOKEN}` });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Quiet-Harbour-Lantern-58');
    await user.type(screen.getByLabelText('Confirm password'), 'Quiet-Harbour-Lantern-58');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more');
  });

  it('offers no form without a token', () => {
    renderWithProviders(<SetPasswordPage />, { route: '/set-password' });
    expect(screen.getByText(/opens from the one-time link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
