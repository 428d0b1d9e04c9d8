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

  it('says nothing for an empty field', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByTestId('password-strength')).not.toHaveTextContent('Strength');
  });
});
