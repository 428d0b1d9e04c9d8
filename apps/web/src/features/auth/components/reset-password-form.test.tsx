import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

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
});
