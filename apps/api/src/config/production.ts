import { DOCUMENTED_ADMIN_PASSWORD, type Env } from './env';

/**
 * What must not run in production by accident (PRODUCT.md, Running it in production): each a
 * development convenience that is a hole, or a lost booking, on a public server. Empty unless
 * NODE_ENV=production; `npm start` keeps its demo-ready ways. NESTLY_DEMO=true lifts them all at
 * once (a demo or a check), and says so (`demoModeNotice`).
 */
export const productionProblems = (env: Env): string[] => {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: not set, so the embedded database (PGlite) would hold the data: one process on one disk, no server-side backups. Set DATABASE_URL=postgres://…',
    );
  }
  const paymentsInTestMode = !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (paymentsInTestMode && !env.PAYMENTS_TEST_MODE) {
    problems.push(
      'RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: not both set, so card payments would run in test mode, where anyone can confirm a payment with the published test secret. Set the Razorpay keys, or PAYMENTS_TEST_MODE=true if test payments are really meant.',
    );
  }
  if (!env.RAZORPAYX_ACCOUNT_NUMBER && !env.PAYMENTS_TEST_MODE) {
    problems.push(
      'RAZORPAYX_ACCOUNT_NUMBER: not set, so payouts would run in test mode: withdrawals would be debited from wallets and "paid" by a stand-in, never reaching a bank. Set the RazorpayX account number (with the Razorpay keys), or PAYMENTS_TEST_MODE=true if test money is really meant.',
    );
  }
  if (!env.PAYOUT_ENCRYPTION_KEYS) {
    problems.push(
      'PAYOUT_ENCRYPTION_KEYS: not set, so each machine would make its own key for payout account numbers (in DATA_DIR/secrets.json) and the others could not read them; a lost data folder loses them all. Set id:<base64 32-byte key>, the same on every process.',
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL: not set, so e-mails (sign-up and reset codes among them) would be written to a folder on this machine instead of sent. Set SMTP_URL=smtp://user:pass@host:587',
    );
  }
  if (!env.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: not set, so each machine would make its own signing secret and sessions would break from one machine to another. Set a random secret of at least 32 bytes, the same on every process.',
    );
  }
  if (!env.COOKIE_SECURE) {
    problems.push(
      'COOKIE_SECURE: false, so the refresh cookie would also travel over plain HTTP. Serve over HTTPS and leave it unset (true in production).',
    );
  }
  if (!env.PUBLIC_URL || new URL(env.PUBLIC_URL).protocol !== 'https:') {
    problems.push(
      `PUBLIC_URL: ${env.PUBLIC_URL ? `${env.PUBLIC_URL} is not https` : 'not set'}; links in e-mails, OAuth redirects and the origin check need the public https:// address (e.g. https://nestly.example.com).`,
    );
  }
  if (env.API_WORKERS > 1 && !env.REDIS_URL) {
    problems.push(
      `API_WORKERS=${env.API_WORKERS} without REDIS_URL: live events, rate limits and the access check's changes would stay inside each process. Set REDIS_URL=redis://…`,
    );
  }
  if (env.API_WORKERS > 1 && !env.STORAGE_URL) {
    problems.push(
      `API_WORKERS=${env.API_WORKERS} without STORAGE_URL: uploads would be kept on this machine's disk, out of reach of the others. Set STORAGE_URL=s3://bucket[/prefix]`,
    );
  }
  if (env.NESTLY_TEST_CONTROLS) {
    problems.push(
      'NESTLY_TEST_CONTROLS: the test controls (moving the server clock) must be off in production.',
    );
  }
  if (env.ADMIN_PASSWORD === DOCUMENTED_ADMIN_PASSWORD) {
    problems.push(
      'ADMIN_PASSWORD: is the default printed in the README. Set a password of your own.',
    );
  }
  return problems;
};

/** What is refused, or in demo mode (NESTLY_DEMO=true) nothing, for this set-up. */
export const refusedProblems = (env: Env) => (env.NESTLY_DEMO ? [] : productionProblems(env));

/**
 * The start-up line of a demo (NESTLY_DEMO=true): what production would have refused, so nobody
 * mistakes a demo for a real service. Null when not in demo mode.
 */
export const demoModeNotice = (env: Env): string | null => {
  if (!env.NESTLY_DEMO) return null;
  const lifted = productionProblems(env).map((problem) => problem.split(':')[0]);
  return lifted.length > 0
    ? `NESTLY_DEMO=true: demo mode, not a real service; allowed although unsafe in production: ${lifted.join('; ')}`
    : 'NESTLY_DEMO=true: demo mode, not a real service';
};

/** Stops the process, naming every problem at once, when production would run unsafely. */
export const refuseUnsafeProduction = (env: Env) => {
  const problems = refusedProblems(env);
  if (problems.length === 0) return;
  console.error(
    [
      'Refusing to start with NODE_ENV=production:',
      ...problems.map((problem) => `  - ${problem}`),
      'For a demo or a check, NESTLY_DEMO=true allows all of these at once (docs/deploy.md).',
    ].join('\n'),
  );
  process.exit(1);
};
