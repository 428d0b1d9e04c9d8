import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { emailSchema, passwordSchema, phoneSchema, signupInputSchema } from './auth.schemas';

describe('account field rules (PRODUCT.md, Accounts)', () => {
  it('lower-cases and trims e-mails', () => {
    expect(emailSchema.parse('  Asha@Example.COM ')).toBe('asha@example.com');
  });

  it('needs 8 to 128 characters and sets no composition rules (NIST 800-63B)', () => {
    expect(passwordSchema.safeParse('Secret12').success).toBe(true);
    expect(passwordSchema.safeParse('short1').success).toBe(false);
    // A long pass-phrase without a digit is a good password.
    expect(
      passwordSchema.safeParse('a quiet house by the backwaters of kumarakom at dawn').success,
    ).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(64)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('normalises Indian mobile numbers to +91', () => {
    expect(phoneSchema.parse('98765 43210')).toBe('+919876543210');
    expect(phoneSchema.parse('+919876543210')).toBe('+919876543210');
    expect(phoneSchema.safeParse('12345').success).toBe(false);
  });

  it('answers "Invalid signup type" for any other type', () => {
    const result = signupInputSchema.safeParse({
      name: 'Asha',
      email: 'a@b.co',
      password: 'Secret12',
      type: 'admin',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.INVALID_SIGNUP_TYPE);
  });

  it('refuses unknown fields', () => {
    const result = signupInputSchema.safeParse({
      name: 'Asha',
      email: 'a@b.co',
      password: 'Secret12',
      role: 'admin',
    });
    expect(result.success).toBe(false);
  });
});
