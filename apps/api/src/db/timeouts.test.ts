import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type SignedInPerson } from '../test/factories/accounts';
import { getWallet, payTestOrder, rowsOf, verifyPayment } from '../test/factories/bookings';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

// Issue 8, item 9: an API process stopped mid-transaction left PostgreSQL sessions "idle in
// transaction" holding row locks, and other processes' wallet top-ups hung behind them. Every
// connection now carries statement, lock and idle-in-transaction timeouts, and the server answers
// within its request timeout. PostgreSQL only: the embedded database has one connection.

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/**
 * A transaction on one of the API's own connections that locks the user's wallet and then goes
 * quiet, as a process stopped (or stuck on something else) mid-transaction would. `release` lets
 * it go on; `done` settles when it ends, however it ends.
 */
const holdWalletLock = async (app: TestApp, user: SignedInPerson) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = app.db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from ledger_accounts where kind = 'wallet' and holder_id = ${user.id} for update`,
    );
    locked();
    await released;
    await tx.execute(sql`select 1`);
  });
  done.catch(() => {});
  await isLocked;
  return { release, done };
};

/** A top-up order paid in the test checkout, waiting for its verify call. */
const paidTopUp = async (app: TestApp, user: SignedInPerson, amount: number) => {
  const order = await app.app.inject({
    method: 'POST',
    url: '/api/user/wallet/top-up',
    headers: user.auth,
    payload: { amount },
  });
  expect(order.statusCode, order.body).toBe(200);
  return payTestOrder(app.app, user, order.json().order.orderId);
};

/** Resolves with the answer, or with 'hung' after `ms` (the test then fails with a clear reason). */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms))]);

describe('database and request timeouts (PostgreSQL)', () => {
  it('sets the three timeouts on every connection from the environment', async () => {
    t = await buildTestApp({
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_LOCK_TIMEOUT_MS: '3000',
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '2000',
    });
    const app = t;
    // Several at once, so more than one pooled connection answers.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        rowsOf<{ statement: string; lock: string; idle: string }>(
          app.db,
          sql`select current_setting('statement_timeout') as statement,
                     current_setting('lock_timeout') as lock,
                     current_setting('idle_in_transaction_session_timeout') as idle,
                     pg_sleep(0.05)`,
        ),
      ),
    );
    for (const [row] of answers)
      expect(row).toMatchObject({ statement: '1500ms', lock: '3s', idle: '2s' });
    await expect(app.db.execute(sql`select pg_sleep(4)`)).rejects.toThrow();
  });

  it('cuts a transaction left idle holding a lock; the other caller’s top-up then goes on', async () => {
    t = await buildTestApp({
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '1000',
      DATABASE_LOCK_TIMEOUT_MS: '20000',
    });
    const user = await createUser(t.app, t.mailer);
    const paymentData = await paidTopUp(t, user, 50_000);
    const stuck = await holdWalletLock(t, user);

    const started = Date.now();
    const verified = await within(15_000, verifyPayment(t.app, user, paymentData));
    expect(verified === 'hung' ? 'hung' : verified.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(50_000);

    // The stuck transaction was ended by the server: it cannot commit afterwards.
    stuck.release();
    await expect(stuck.done).rejects.toThrow();
    const idle = await rowsOf<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from pg_stat_activity
          where datname = current_database() and state = 'idle in transaction'`,
    );
    expect(idle[0]!.count).toBe('0');
  });

  it('answers 503 when a lock does not come within the lock timeout; the payment can be retried', async () => {
    t = await buildTestApp({
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_LOCK_TIMEOUT_MS: '500',
    });
    const user = await createUser(t.app, t.mailer);
    const paymentData = await paidTopUp(t, user, 30_000);
    const stuck = await holdWalletLock(t, user);

    const busy = await within(15_000, verifyPayment(t.app, user, paymentData));
    expect(busy === 'hung' ? 'hung' : busy.statusCode).toBe(503);
    if (busy !== 'hung') {
      expect(busy.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(busy.headers['retry-after']).toBeDefined();
    }

    stuck.release();
    await stuck.done;
    const retried = await verifyPayment(t.app, user, paymentData);
    expect(retried.statusCode).toBe(200);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(30_000);
  });

  it('answers 503 when a request runs past the request timeout', async () => {
    t = await buildTestApp({
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_LOCK_TIMEOUT_MS: '60000',
      REQUEST_TIMEOUT_MS: '700',
    });
    const user = await createUser(t.app, t.mailer);
    const paymentData = await paidTopUp(t, user, 20_000);
    const stuck = await holdWalletLock(t, user);

    const started = Date.now();
    const slow = await within(15_000, verifyPayment(t.app, user, paymentData));
    expect(slow === 'hung' ? 'hung' : slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);

    stuck.release();
    await stuck.done;
    // The abandoned verify finishes once the lock is free; asking again never credits twice.
    await expect
      .poll(async () => (await getWallet(t!.app, user, 'user')).wallet.balance, { timeout: 10_000 })
      .toBe(20_000);
    const again = await verifyPayment(t.app, user, paymentData);
    expect(again.statusCode).toBe(200);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(20_000);
  });
});
