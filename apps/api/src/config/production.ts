import { DOCUMENTED_ADMIN_PASSWORD, type Env } from './env';

/**
 * What must not run in production by accident (issue 8): each a development convenience that is a
 * hole on a public server. Empty unless NODE_ENV=production; `npm start` keeps its demo-ready ways.
 */
export const productionProblems = (env: Env): string[] => {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const paymentsInTestMode = !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (paymentsInTestMode && !env.PAYMENTS_TEST_MODE) {
    problems.push(
      'RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: not both set, so card payments would run in test mode, where anyone can confirm a payment with the published test secret. Set the Razorpay keys, or PAYMENTS_TEST_MODE=true if test payments are really meant.',
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

/** Stops the process, naming every problem at once, when production would run unsafely. */
export const refuseUnsafeProduction = (env: Env) => {
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  console.error(
    `Refusing to start with NODE_ENV=production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
};
