import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OwnerSignupForm } from './owner-signup-form';
import { UserSignupForm } from './user-signup-form';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() },
}));

describe('sign-up forms', () => {
  it('shows the shared fields’ errors when a user submits them empty', async () => {
    renderWithProviders(<UserSignupForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(/.+/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks an owner for the phone and documents too', async () => {
    renderWithProviders(<OwnerSignupForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Add at least one identity document')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what is wrong with a 5-digit phone in words, not Zod’s (issue 29)', async () => {
    renderWithProviders(<UserSignupForm />);
    await userEvent.type(screen.getByLabelText(/^Phone/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number',
    );
    expect(screen.queryByText(/Invalid input|expected/)).not.toBeInTheDocument();
  });
});
