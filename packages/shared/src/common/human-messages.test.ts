import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateProfileInputSchema } from '../accounts/account.schemas';
import {
  changePasswordInputSchema,
  emailOnlyInputSchema,
  loginInputSchema,
  resetPasswordInputSchema,
  signupFieldsSchema,
  verifyOtpInputSchema,
} from '../auth/auth.schemas';
import { cancelBookingInputSchema } from '../bookings/booking.schemas';
import { extendStayInputSchema } from '../bookings/instalment.schemas';
import { createFeatureInputSchema, createServiceInputSchema } from '../catalog/catalog.schemas';
import { setPayoutAccountInputSchema } from '../payouts/payout-account.schemas';
import { createPropertyInputSchema } from '../properties/property.schemas';
import { createReviewInputSchema } from '../reviews/review.schemas';
import { walletTopUpInputSchema } from '../wallets/wallet.schemas';
import { humanMessage, installHumanMessages } from './human-messages';

installHumanMessages();

/** Zod's English defaults ("Invalid input: expected string, received undefined", "Too small: …"). */
const RAW_ZOD =
  /^(Invalid (input|string|number|option|key|element|value|UUID|email|URL)|Too (small|big)|Unrecognized key)|expected|received/i;

/** The forms people fill in, each with the fields they type into. */
const FORMS: [string, z.ZodType, string[]][] = [
  ['sign-up', signupFieldsSchema, ['name', 'email', 'password', 'phone']],
  ['sign-in', loginInputSchema, ['email', 'password']],
  ['code', verifyOtpInputSchema, ['email', 'otp']],
  ['forgot password', emailOnlyInputSchema, ['email']],
  ['reset password', resetPasswordInputSchema, ['email', 'otp', 'newPassword']],
  ['change password', changePasswordInputSchema, ['oldPassword', 'newPassword']],
  ['profile', updateProfileInputSchema.shape.data, ['name', 'phone']],
  [
    'property',
    createPropertyInputSchema,
    [
      'title',
      'description',
      'type',
      'address',
      'city',
      'state',
      'country',
      'pincode',
      'latitude',
      'longitude',
      'bedrooms',
      'bathrooms',
      'area',
      'furnishing',
      'rent',
      'deposit',
      'minMonths',
      'maxMonths',
      'features',
    ],
  ],
  ['feature', createFeatureInputSchema, ['name', 'icon']],
  ['service', createServiceInputSchema, ['name', 'description', 'monthlyPrice']],
  ['review', createReviewInputSchema, ['rating', 'reviewText']],
  ['cancel booking', cancelBookingInputSchema, ['reason']],
  ['extend stay', extendStayInputSchema, ['months']],
  ['wallet top-up', walletTopUpInputSchema, ['amount']],
  [
    'payout account',
    setPayoutAccountInputSchema,
    ['method', 'accountHolder', 'accountNumber', 'ifsc', 'password'],
  ],
];

/** What people get wrong: nothing, empty, a short or long text, a wrong kind of value. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  '12345',
  'a'.repeat(6000),
  -1,
  0.5,
  1e12,
  true,
  {},
  [],
  ['not-an-id'],
];

describe('every field message is written for a person (issue 29)', () => {
  it('a 5-digit phone is refused in words', () => {
    for (const schema of [signupFieldsSchema, updateProfileInputSchema.shape.data]) {
      const result = schema.safeParse({ name: 'Asha Rao', phone: '12345' });
      expect(result.success).toBe(false);
      const phone = result.error!.issues.filter((issue) => issue.path[0] === 'phone');
      expect(phone.map((issue) => issue.message)).toEqual(['Enter a valid 10-digit mobile number']);
    }
    // An empty phone is still no phone, and a real one is stored with +91.
    expect(signupFieldsSchema.shape.phone.parse('')).toBeUndefined();
    expect(signupFieldsSchema.shape.phone.parse('98765 43210')).toBe('+919876543210');
    expect(updateProfileInputSchema.shape.data.shape.phone.parse(null)).toBeNull();
  });

  it.each(FORMS)('the %s form answers every bad value with a sentence', (_, schema, fields) => {
    const seen = new Set<string>();
    for (const value of BAD_VALUES) {
      const input = Object.fromEntries(fields.map((field) => [field, value]));
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        seen.add(issue.message);
        expect(
          issue.message,
          `${String(issue.path.join('.'))} = ${JSON.stringify(value)}`,
        ).not.toMatch(RAW_ZOD);
        expect(issue.message.length).toBeGreaterThan(5);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('words the issues a schema left to Zod', () => {
    const issue = (raw: object) => humanMessage(raw as Parameters<typeof humanMessage>[0]);
    expect(issue({ code: 'invalid_type', expected: 'string', input: undefined })).toBe(
      'This field is required',
    );
    expect(issue({ code: 'invalid_type', expected: 'number', input: 'abc' })).toBe(
      'Enter a number',
    );
    expect(
      issue({ code: 'too_small', origin: 'string', minimum: 3, inclusive: true, input: 'a' }),
    ).toBe('Enter at least 3 characters');
    expect(
      issue({ code: 'too_big', origin: 'number', maximum: 12, inclusive: true, input: 13 }),
    ).toBe('Enter 12 or less');
    expect(issue({ code: 'invalid_format', format: 'email', input: 'a@' })).toBe(
      'Enter a valid email address',
    );
    expect(issue({ code: 'invalid_value', values: [''], input: '12345' })).toBe(
      'Choose one of the options',
    );
  });
});
