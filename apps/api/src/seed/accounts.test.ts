import { describe, expect, it } from 'vitest';
import { judgePassword } from '@nestly/shared/password-rule';
import { DOCUMENTED_ADMIN_PASSWORD, loadEnv } from '../config/env';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Issue 23, item 2: the README's demo passwords (`User@12345`…) were weak by the product's own
 * rule. Each demo person's password, and the default admin's, must pass the rule for that person.
 */
describe('demo passwords', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    '%s passes the password rule',
    (_email, account) => {
      expect(judgePassword(account.password, account).refusal).toBeNull();
    },
  );

  it("the default admin's passes the password rule", () => {
    const env = loadEnv({});
    expect(env.ADMIN_PASSWORD).toBe(DOCUMENTED_ADMIN_PASSWORD);
    expect(
      judgePassword(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL, name: env.ADMIN_NAME }).refusal,
    ).toBeNull();
  });
});
