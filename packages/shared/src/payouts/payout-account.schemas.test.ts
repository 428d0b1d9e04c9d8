import { describe, expect, it } from 'vitest';
import {
  accountHolderSchema,
  accountNumberSchema,
  ifscSchema,
  payoutAccountResponseSchema,
  payoutAccountSchema,
  setPayoutAccountInputSchema,
  vpaSchema,
} from './payout-account.schemas';
import { describePayoutDestination, lastFourDigits } from './payout-destination';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const bank = {
  method: 'bank_account',
  accountHolder: 'Priya Varghese',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  password: 'Owner@12345',
} as const;

const upi = {
  method: 'upi',
  accountHolder: 'Asha Menon',
  vpa: 'asha.menon@okhdfc',
  code: '123456',
} as const;

describe('IFSC (PRODUCT.md: ^[A-Z]{4}0[A-Z0-9]{6}$)', () => {
  it('accepts a bank code, a zero and a six-character branch code', () => {
    expect(ifscSchema.parse('HDFC0001234')).toBe('HDFC0001234');
    expect(ifscSchema.parse('SBIN0ABC123')).toBe('SBIN0ABC123');
  });

  it('reads lower case and surrounding spaces as the same code, in capitals', () => {
    expect(ifscSchema.parse('  hdfc0001234 ')).toBe('HDFC0001234');
  });

  it.each(['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'HDFC0-01234', ''])(
    'refuses %j with a message that shows the shape',
    (value) => {
      expect(messagesOf(ifscSchema.safeParse(value))).toEqual([
        'IFSC looks like ABCD0123456: 4 letters, a zero, then 6 letters or digits',
      ]);
    },
  );
});

describe('account number (9–18 digits)', () => {
  it('accepts 9 and 18 digits, and drops the spaces and dashes people group digits with', () => {
    expect(accountNumberSchema.parse('123456789')).toBe('123456789');
    expect(accountNumberSchema.parse('1'.repeat(18))).toBe('1'.repeat(18));
    expect(accountNumberSchema.parse('1234 5678 9012')).toBe('123456789012');
    expect(accountNumberSchema.parse('1234-5678-9012')).toBe('123456789012');
  });

  it.each(['12345678', '1'.repeat(19), '12345678a', '１２３４５６７８９'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(accountNumberSchema.safeParse(value))).toEqual([
        'An account number has 9 to 18 digits',
      ]);
    },
  );
});

describe('UPI id (name@handle)', () => {
  it.each(['asha@okhdfc', 'asha.menon-1_x@ybl', '9876543210@upi'])('accepts %j', (value) => {
    expect(vpaSchema.parse(value)).toBe(value);
  });

  it.each(['asha', 'asha@', '@okhdfc', 'a@okhdfc', 'asha@ok hdfc', 'asha@okhdfc1', 'as ha@ybl'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(vpaSchema.safeParse(value))).toEqual([
        'A UPI id looks like name@bank, for example asha@okhdfc',
      ]);
    },
  );
});

describe('name on the account', () => {
  it('trims, and accepts the punctuation banks use', () => {
    expect(accountHolderSchema.parse("  K. R. D'Souza & Sons ")).toBe("K. R. D'Souza & Sons");
  });

  it('refuses a name too short or with digits', () => {
    expect(accountHolderSchema.safeParse('Al').success).toBe(false);
    expect(messagesOf(accountHolderSchema.safeParse('Asha 2'))).toEqual([
      "Use letters, spaces and . ' & - only, as the bank has the name",
    ]);
  });
});

describe('PUT payout-account input', () => {
  it('accepts a bank account with a password and a UPI id with a mailed code', () => {
    expect(setPayoutAccountInputSchema.parse(bank)).toEqual(bank);
    expect(setPayoutAccountInputSchema.parse(upi)).toEqual(upi);
  });

  it('normalises the IFSC and the number it keeps', () => {
    const parsed = setPayoutAccountInputSchema.parse({
      ...bank,
      ifsc: 'hdfc0001234',
      accountNumber: '1234 5678 9012',
    });
    expect(parsed).toMatchObject({ ifsc: 'HDFC0001234', accountNumber: '123456789012' });
  });

  it('needs the password or the code, and names the password field when both are missing', () => {
    const { password: _password, ...withoutPassword } = bank;
    const result = setPayoutAccountInputSchema.safeParse(withoutPassword);
    expect(fieldsOf(result)).toEqual(['password']);
    expect(messagesOf(result)).toEqual([
      'Enter your password (or the code we e-mailed you) to confirm this change',
    ]);
  });

  it('refuses both the password and the code at once', () => {
    const result = setPayoutAccountInputSchema.safeParse({ ...bank, code: '123456' });
    expect(fieldsOf(result)).toEqual(['code']);
  });

  it('refuses a code that is not six digits', () => {
    expect(fieldsOf(setPayoutAccountInputSchema.safeParse({ ...upi, code: '12345' }))).toEqual([
      'code',
    ]);
  });

  it('keeps the two methods apart: no VPA on a bank account, no unknown fields', () => {
    expect(
      fieldsOf(setPayoutAccountInputSchema.safeParse({ ...bank, vpa: 'asha@okhdfc' })),
    ).toEqual(['']);
    expect(setPayoutAccountInputSchema.safeParse({ ...upi, ifsc: 'HDFC0001234' }).success).toBe(
      false,
    );
    expect(setPayoutAccountInputSchema.safeParse({ ...bank, method: 'cheque' }).success).toBe(
      false,
    );
  });

  it('names every bad field of a bank account at once', () => {
    const result = setPayoutAccountInputSchema.safeParse({
      ...bank,
      accountNumber: '12',
      ifsc: 'nope',
    });
    expect(fieldsOf(result).sort()).toEqual(['accountNumber', 'ifsc']);
  });
});

describe('the account as answered', () => {
  const verified = {
    method: 'bank_account',
    accountHolder: 'Priya Varghese',
    accountNumberLast4: '9012',
    ifsc: 'HDFC0001234',
    status: 'verified',
    verifiedAt: '2026-03-02T10:00:00.000Z',
    autoPayout: false,
    payoutsHeldUntil: null,
  } as const;

  it('answers a bank account with the last four digits only', () => {
    expect(payoutAccountSchema.parse(verified)).toEqual(verified);
    expect(
      payoutAccountSchema.safeParse({ ...verified, accountNumberLast4: '789012' }).success,
    ).toBe(false);
  });

  it('strips a full account number if one ever reached the answer', () => {
    const parsed = payoutAccountSchema.parse({ ...verified, accountNumber: '123456789012' });
    expect(JSON.stringify(parsed)).not.toContain('123456789012');
  });

  it('answers a UPI account with its id and no IFSC, and null before any account is set', () => {
    const account = {
      method: 'upi',
      accountHolder: 'Asha Menon',
      vpa: 'asha@okhdfc',
      ifsc: null,
      status: 'failed',
      verifiedAt: null,
      autoPayout: false,
      payoutsHeldUntil: null,
    } as const;
    expect(payoutAccountResponseSchema.parse({ data: account })).toEqual({ data: account });
    expect(payoutAccountResponseSchema.parse({ data: null })).toEqual({ data: null });
  });

  it('describes a destination without the full number', () => {
    expect(lastFourDigits('1234 5678 9012')).toBe('9012');
    expect(
      describePayoutDestination({
        method: 'bank_account',
        accountNumberLast4: '9012',
        ifsc: 'HDFC0001234',
      }),
    ).toBe('Bank account ····9012 (HDFC0001234)');
    expect(describePayoutDestination({ method: 'upi', vpa: 'asha@okhdfc' })).toBe(
      'UPI asha@okhdfc',
    );
  });
});
