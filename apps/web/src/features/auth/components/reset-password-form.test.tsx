import { act, fireEvent, screen } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordForm } from './reset-password-form';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  vi.useRealTimers();
  delete apiClient.defaults.adapter;
});

describe('reset-password form', () => {
  it('asks for the address only when the link had none', () => {
    const { unmount } = renderWithProviders(<ResetPasswordForm role="user" email={null} />);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    unmount();

    renderWithProviders(<ResetPasswordForm role="owner" email="devi@example.com" />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    // The code was just sent: resending waits for the countdown.
    expect(screen.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
  });

  it('resends the code to the address once the countdown is over, and counts down again', async () => {
    vi.useFakeTimers();
    const sent: { url?: string; body: unknown }[] = [];
    apiClient.defaults.adapter = async (config) => {
      sent.push({ url: config.url, body: JSON.parse(String(config.data)) });
      return {
        data: { message: 'A new code is on its way.' },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    renderWithProviders(<ResetPasswordForm role="user" email="asha@example.com" />);
    for (let second = 0; second < 60; second += 1) act(() => vi.advanceTimersByTime(1000));

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => vi.advanceTimersByTimeAsync(10));

    expect(sent).toEqual([{ url: '/user/forgot-pass', body: { email: 'asha@example.com' } }]);
    expect(screen.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
  });
});
