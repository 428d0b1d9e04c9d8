import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutAccount } from '@nestly/shared';
import { PayoutAccountForm } from './payout-account-form';

const IFSC_MESSAGE = 'IFSC looks like ABCD0123456: 4 letters, a zero, then 6 letters or digits';
const VPA_MESSAGE = 'A UPI id looks like name@bank, for example asha@okhdfc';

const renderForm = (props: Partial<Parameters<typeof PayoutAccountForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  render(
    <PayoutAccountForm
      current={null}
      hasPassword
      canAutoPayout={false}
      isPending={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

const fillBank = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name on the account'), 'Priya Varghese');
  await user.type(screen.getByLabelText('Account number'), '1234 5678 9012');
  await user.type(screen.getByLabelText('Account number again'), '123456789012');
  await user.type(screen.getByLabelText('IFSC'), 'hdfc0001234');
};

describe('payout account form', () => {
  it('asks for a bank account by default, with labelled fields', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: /Bank account/ })).toBeChecked();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('IFSC')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('UPI id')).not.toBeInTheDocument();
  });

  it('checks the IFSC as it is typed, and says when it looks right', async () => {
    const { user } = renderForm();
    const ifsc = screen.getByLabelText('IFSC');
    await user.type(ifsc, 'HDFC1');
    expect(await screen.findByText(IFSC_MESSAGE)).toBeInTheDocument();
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');

    await user.clear(ifsc);
    await user.type(ifsc, 'hdfc0001234');
    expect(await screen.findByText('IFSC HDFC0001234 looks right')).toBeInTheDocument();
    expect(screen.queryByText(IFSC_MESSAGE)).not.toBeInTheDocument();
    expect(ifsc).not.toHaveAttribute('aria-invalid');
  });

  it('sends the bank account as the API takes it, with the password', async () => {
    const { user, onSubmit } = renderForm();
    await fillBank(user);
    await user.type(screen.getByLabelText('Password'), 'Owner@12345');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'bank_account',
      accountHolder: 'Priya Varghese',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      password: 'Owner@12345',
    });
  });

  it('refuses account numbers that differ, or are too short, and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name on the account'), 'Priya Varghese');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Account number again'), '99999999');
    await user.type(screen.getByLabelText('IFSC'), 'HDFC0001234');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));

    expect(await screen.findByText('An account number has 9 to 18 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter your password to confirm this change')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('The two account numbers are not the same')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a UPI id instead, checked as typed', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    expect(screen.queryByLabelText('IFSC')).not.toBeInTheDocument();
    const vpa = screen.getByLabelText('UPI id');
    await user.type(vpa, 'asha');
    expect(await screen.findByText(VPA_MESSAGE)).toBeInTheDocument();
    await user.type(vpa, '@okhdfc');
    expect(await screen.findByText('asha@okhdfc looks right')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name on the account'), 'Asha Menon');
    await user.type(screen.getByLabelText('Password'), 'User@12345');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        method: 'upi',
        accountHolder: 'Asha Menon',
        vpa: 'asha@okhdfc',
        password: 'User@12345',
      }),
    );
  });

  it('confirms with a mailed code when the account has no password (Google sign-in)', async () => {
    const onRequestCode = vi.fn();
    const { user, onSubmit } = renderForm({
      hasPassword: false,
      onRequestCode,
      codeSentTo: 'asha@example.com',
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(
      screen.getByText('We sent a 6-digit code to asha@example.com. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onRequestCode).toHaveBeenCalledTimes(1);

    await fillBank(user);
    await user.type(screen.getByLabelText('Code from your e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'bank_account', code: '123456' }),
      ),
    );
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('password');
  });

  it('offers owners weekly payouts and sends their choice', async () => {
    const { user, onSubmit } = renderForm({ canAutoPayout: true });
    const weekly = screen.getByRole('switch', {
      name: 'Pay out my available balance every Monday',
    });
    expect(weekly).toHaveAttribute('aria-checked', 'false');
    await user.click(weekly);
    expect(weekly).toHaveAttribute('aria-checked', 'true');
    await fillBank(user);
    await user.type(screen.getByLabelText('Password'), 'Owner@12345');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ autoPayout: true })),
    );
  });

  it('says what replacing an account does, showing only its last four digits', () => {
    const current: PayoutAccount = {
      method: 'bank_account',
      accountHolder: 'Priya Varghese',
      accountNumberLast4: '9012',
      ifsc: 'HDFC0001234',
      status: 'verified',
      verifiedAt: '2026-03-01T10:00:00.000Z',
      autoPayout: false,
      payoutsHeldUntil: null,
    };
    renderForm({ current });
    expect(
      screen.getByText('Now paying out to Bank account ····9012 (HDFC0001234)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/payouts to a new account wait 24 hours/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name on the account')).toHaveValue('Priya Varghese');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });
});
