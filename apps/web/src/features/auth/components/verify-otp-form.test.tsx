import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { makeAccount, renderWithProviders } from '../../../test/render';
import { VerifyOtpForm } from './verify-otp-form';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  delete apiClient.defaults.adapter;
  useAuthStore.getState().clearSession();
});

const REGISTRATION = '0b7c3c33-3a8e-4c61-9c57-91c6a1f2a001';

describe('verify-otp form', () => {
  it('signs the person in on the right code, clears stale toasts and opens their home', async () => {
    const sent: unknown[] = [];
    const user = makeAccount({ role: 'owner', approvalStatus: 'pending', name: 'Devi Nair' });
    apiClient.defaults.adapter = async (config) => {
      sent.push(JSON.parse(String(config.data)));
      return {
        data: { message: 'E-mail verified. Welcome to Nestly!', user, token: 'new-token' },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    renderWithProviders(
      <VerifyOtpForm role="owner" email="devi@example.com" registrationId={REGISTRATION} />,
      { route: '/owner/verify-otp' },
    );

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/owner/dashboard'),
    );
    expect(sent).toEqual([
      { email: 'devi@example.com', otp: '123456', registrationId: REGISTRATION },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, authType: 'owner' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(toast.dismiss).toHaveBeenCalled();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('E-mail verified. Welcome to Nestly!'),
    );
  });
});
