import type { judgePassword, PasswordVerdict } from '@nestly/shared/password-rule';

export type { PasswordVerdict };

/**
 * The strength meter's reading of a new password: the very rule the API enforces
 * (`@nestly/shared/password-rule`, docs/decisions/011-passwords.md), so what the meter calls weak
 * is what the server refuses. The rule carries zxcvbn-ts and its ~49,000 common passwords, loaded
 * only when a person starts typing a new password, so no other page pays for them.
 */
let rule: Promise<{ judgePassword: typeof judgePassword }> | undefined;

/** `userInputs`: what the form knows of the person, their e-mail (with an @) and their name. */
export const measurePassword = async (
  password: string,
  userInputs: string[] = [],
): Promise<PasswordVerdict> => {
  rule ??= import('@nestly/shared/password-rule');
  const email = userInputs.find((input) => input.includes('@'));
  const name = userInputs.find((input) => input.trim() && !input.includes('@'));
  return (await rule).judgePassword(password, { email, name });
};
