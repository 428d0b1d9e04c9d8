import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('password strength meter', () => {
  it('calls out a password from the common-password list', async () => {
    render(<PasswordStrengthMeter password="password123" />);
    expect(await screen.findByText(/too common/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Strength: Too guessable.')).toBeInTheDocument();
  });

  it('rates a long pass-phrase as strong, digits or not', async () => {
    render(<PasswordStrengthMeter password="quiet backwaters at dawn near kumarakom" />);
    expect(await screen.findByText('Strength: Strong.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  // Issue 23, item 2: the meter reads the server's own rule, so what it calls weak is refused.
  it('calls the product name weak, as the server does', async () => {
    render(
      <PasswordStrengthMeter password="Nestly@123" userInputs={['Asha', 'asha@example.com']} />,
    );
    expect(
      await screen.findByText(/built on your name/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Strength: (Too guessable|Weak)\./)).toBeInTheDocument();
  });

  it("calls a password built on the person's e-mail weak", async () => {
    render(
      <PasswordStrengthMeter
        password="asha.menon99"
        userInputs={['Asha', 'asha.menon@example.com']}
      />,
    );
    expect(
      await screen.findByText(/built on your name/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('calls eight spaces weak', async () => {
    render(<PasswordStrengthMeter password="        " />);
    expect(
      await screen.findByText(/only spaces or invisible/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Strength: Too guessable.')).toBeInTheDocument();
  });

  it('says nothing for an empty field', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByTestId('password-strength')).not.toHaveTextContent('Strength');
  });
});
