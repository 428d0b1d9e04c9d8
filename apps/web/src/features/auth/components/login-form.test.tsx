import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  delete apiClient.defaults.adapter;
});

describe('login form', () => {
  it('has labelled Email and Password fields and a Sign in button', () => {
    renderWithProviders(<LoginForm role="user" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/user/forgot-pass',
    );
  });

  it('shows the validation messages and sends nothing when the form is empty', async () => {
    const adapter = vi.fn();
    apiClient.defaults.adapter = adapter;
    renderWithProviders(<LoginForm role="owner" />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(adapter).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail but accepts any non-empty password', async () => {
    renderWithProviders(<LoginForm role="admin" />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('tabs from Email to Password, then to "Forgot password?" (issue 29)', async () => {
    renderWithProviders(<LoginForm role="user" />);
    screen.getByLabelText('Email').focus();
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show characters' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });
});
