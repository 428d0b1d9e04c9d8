import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { signPayment } from '../../lib/payments';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createOwner,
  createUser,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';
import {
  bookByCard,
  createBookableHome,
  daysFromNow,
  expectLedgerBalanced,
  fillCart,
  getWallet,
  payTestOrder,
  rowsOf,
  signInAgain,
  startCardOrder,
  topUpWallet,
  verifyPayment,
} from '../../test/factories/bookings';
import { calendarDay, startOfCalendarDay } from '../../lib/clock';
import { addDaysToDate } from '@nestly/shared';

// The daily reconciliation (PRODUCT.md "Money out", decision 028): the test-mode provider's
// captured payments and payouts against our books. The clock only moves forward in this file
// (each run stands for one 02:00), so it builds its own app rather than the booking world's,
// which sets the clock back after each test.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BANK = {
  method: 'bank_account',
  accountHolder: 'Asha Menon',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;

/** The next day's 02:00 falls due: the run reconciles everything up to ten minutes ago. */
const reconcileNextDay = async (days = 1) => {
  await t.app.jobs.drain();
  t.clock.advance(days * 86_400_000);
  const ran = await t.app.jobs.runRecurring();
  await t.app.jobs.drain();
  return ran['payments.reconcile'];
};

const listFindings = async (query = '') => {
  const admin = await loginAdmin(t.app);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reconciliation${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      id: string;
      kind: string;
      status: string;
      providerReference: string;
      internalReference: string | null;
      resolution: string | null;
      ledgerAmount: number | null;
      providerAmount: number | null;
    }[];
    pagination: { total: number };
    summary: {
      openFindings: number;
      moneyInTransit: number;
      cardRefundsInTransit: number;
      failedPayouts: { count: number; amount: number };
      lastRunAt: string | null;
    };
  };
};

const findingsOf = async (reference: string) =>
  (await listFindings('?limit=50')).data.filter(
    (finding) => finding.providerReference === reference || finding.internalReference === reference,
  );

const startTopUp = async (user: SignedInPerson, amount: number) => {
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/user/wallet/top-up',
    headers: user.auth,
    payload: { amount },
  });
  expect(order.statusCode, order.body).toBe(200);
  return order.json().order.orderId as string;
};

/** A user with money and a verified bank account, and a withdrawal of `amount`. */
const withdrawal = async (amount: number) => {
  const user = await createUser(t.app, t.mailer);
  await topUpWallet(t.app, user, amount);
  const account = await t.app.inject({
    method: 'PUT',
    url: '/api/user/payout-account',
    headers: user.auth,
    payload: { ...BANK, password: user.password },
  });
  expect(account.statusCode, account.body).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/wallet/withdraw',
    headers: { ...user.auth, 'idempotency-key': randomUUID() },
    payload: { amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { user, payoutId: response.json().data.id as string };
};

const payoutStatus = async (id: string) => {
  const [row] = await rowsOf<{ status: string }>(
    t.db,
    sql`select status from payouts where id = ${id}`,
  );
  return row!.status;
};

/** A card booking cancelled with its refund to the card; answers its card refund once submitted. */
const cardRefund = async () => {
  const admin = await loginAdmin(t.app);
  const { property } = await createBookableHome(t.app, t.mailer, admin, {
    rent: '1000000',
    deposit: '400000',
  });
  const user = await createUser(t.app, t.mailer);
  const { bookingId, total } = await bookByCard(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 30),
    rentalPeriod: 2,
  });
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/user/bookings/cancel/${bookingId}`,
    headers: user.auth,
    payload: { reason: 'Plans changed, sorry', refundTo: 'card' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // The job hands it to the provider; the stand-in settles it a few seconds later by webhook.
  await t.app.jobs.drain();
  const [row] = await rowsOf<{ id: string; status: string; provider_refund_id: string }>(
    t.db,
    sql`select id, status, provider_refund_id from card_refunds where booking_id = ${bookingId}`,
  );
  expect(row).toMatchObject({ status: 'pending', provider_refund_id: expect.any(String) });
  return { user, bookingId, total, refundId: row!.id, providerRefundId: row!.provider_refund_id };
};

/** Takes the stand-in's webhook delivery for this refund off the queue: it is lost. */
const loseRefundWebhook = async (providerRefundId: string) => {
  const [job] = await rowsOf<{ payload: { delivery: LostDelivery } | string }>(
    t.db,
    sql`delete from jobs where kind = 'payouts.test-webhook'
          and payload::text like ${`%${providerRefundId}%`} returning payload`,
  );
  expect(job).toBeDefined();
  const payload = typeof job!.payload === 'string' ? JSON.parse(job!.payload) : job!.payload;
  return payload.delivery as LostDelivery;
};
interface LostDelivery {
  path: string;
  rawBody: string;
  headers: Record<string, string>;
}

const cardRefundStatus = async (id: string) => {
  const [row] = await rowsOf<{ status: string }>(
    t.db,
    sql`select status from card_refunds where id = ${id}`,
  );
  return row!.status;
};

describe('reconciliation', () => {
  it('settles a card refund whose webhook was lost, exactly once, and sums it in transit', async () => {
    const before = (await listFindings()).summary.cardRefundsInTransit;
    const { user, total, refundId, providerRefundId } = await cardRefund();
    const lost = await loseRefundWebhook(providerRefundId);
    expect((await listFindings()).summary.cardRefundsInTransit).toBe(before + total);

    await reconcileNextDay();
    expect(await cardRefundStatus(refundId)).toBe('processed');
    const [finding, ...others] = await findingsOf(providerRefundId);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      kind: 'refund_status_mismatch',
      status: 'resolved',
      resolution: 'settled',
      internalReference: refundId,
      ledgerAmount: total,
      providerAmount: total,
    });
    expect((await listFindings()).summary.cardRefundsInTransit).toBe(before);

    // The lost delivery turns up after all: it changes nothing; nor does the next run.
    const late = await t.app.inject({
      method: 'POST',
      url: lost.path,
      headers: { 'content-type': 'application/json', ...lost.headers },
      payload: lost.rawBody,
    });
    expect(late.statusCode, late.body).toBe(200);
    await reconcileNextDay();
    expect(await findingsOf(providerRefundId)).toHaveLength(1);
    expect((await listFindings()).summary.cardRefundsInTransit).toBe(before);
    const [notices] = await rowsOf<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from notifications
          where recipient_id = ${user.id} and type = 'card_refund_processed'`,
    );
    expect(notices!.count).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it('reports a refund whose final state disagrees with ours, once across runs', async () => {
    const { refundId, providerRefundId } = await cardRefund();
    await t.app.jobs.drain();
    t.clock.advance(60_000);
    await t.app.jobs.drain();
    expect(await cardRefundStatus(refundId)).toBe('processed');
    // Our books say otherwise (a hand edit): the run reports it and does not mend it.
    await t.db.execute(sql`update card_refunds set status = 'failed' where id = ${refundId}`);

    await reconcileNextDay();
    const [finding] = await findingsOf(providerRefundId);
    expect(finding).toMatchObject({
      kind: 'refund_status_mismatch',
      status: 'open',
      resolution: null,
      internalReference: refundId,
    });
    expect(await cardRefundStatus(refundId)).toBe('failed');
    await reconcileNextDay();
    expect(await findingsOf(providerRefundId)).toHaveLength(1);
  });

  it('confirms a payment captured at the provider whose tab never confirmed it, once', async () => {
    const user = await createUser(t.app, t.mailer);
    const orderId = await startTopUp(user, 250_000);
    // The test checkout captures it; the tab closes before verify.
    const paid = await payTestOrder(t.app, user, orderId);
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);

    expect(await reconcileNextDay()).toBe(1);
    const [finding, ...others] = await findingsOf(paid.razorpay_payment_id);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      kind: 'payment_not_confirmed',
      status: 'resolved',
      resolution: 'confirmed',
      providerAmount: 250_000,
    });
    const again = await signInAgain(t.app, 'user', user);
    expect((await getWallet(t.app, again, 'user')).wallet.balance).toBe(250_000);

    // The tab comes back later: the same confirmation answers without crediting twice.
    const late = await verifyPayment(t.app, again, paid);
    expect(late.statusCode, late.body).toBe(200);
    expect((await getWallet(t.app, again, 'user')).wallet.balance).toBe(250_000);
    expect(await reconcileNextDay()).toBe(1);
    expect(await findingsOf(paid.razorpay_payment_id)).toHaveLength(1);
    await expectLedgerBalanced(t.db);
  });

  it('refunds to the card a captured payment whose booking lost its dates before anyone confirmed it', async () => {
    // 10:00 tomorrow, after that day's 02:00 run: no run falls between here and the next day's.
    t.clock.set(
      new Date(startOfCalendarDay(addDaysToDate(calendarDay(t.clock.now()), 2)).getTime() + 36e6),
    );
    await t.app.jobs.runRecurring();
    const admin = await loginAdmin(t.app);
    const { property } = await createBookableHome(t.app, t.mailer, admin, {
      rent: '1000000',
      deposit: '400000',
    });
    const stay = { propertyId: property.id, moveInDate: daysFromNow(t.clock, 30), rentalPeriod: 2 };
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, stay);
    const order = await startCardOrder(t.app, user, cart.price.dueNow);
    expect(order.statusCode, order.body).toBe(200);
    const { bookingId } = order.json() as { bookingId: string };
    // The test checkout captures it; the tab closes before verify, the hold runs out and another
    // tenant books the dates.
    const paid = await payTestOrder(t.app, user, order.json().order.orderId);
    t.clock.advance(16 * 60_000);
    await t.app.jobs.runRecurring();
    await bookByCard(t.app, await createUser(t.app, t.mailer), stay);

    expect(await reconcileNextDay()).toBe(1);
    const [finding] = await findingsOf(paid.razorpay_payment_id);
    expect(finding).toMatchObject({ kind: 'payment_not_confirmed', resolution: 'confirmed' });
    // The stand-in settles the refund a few seconds after the provider took it.
    t.clock.advance(60_000);
    await t.app.jobs.drain();

    const again = await signInAgain(t.app, 'user', user);
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${bookingId}`,
      headers: again.auth,
    });
    expect(booking.json().booking).toMatchObject({
      status: 'expired',
      refund: { status: 'processed', amount: cart.price.dueNow },
    });
    // Nothing stays in the wallet of someone who was never told: it went back to the card.
    const wallet = await getWallet(t.app, again, 'user');
    expect(wallet.wallet.balance).toBe(0);
    const [refund] = await rowsOf<{ amount: number; status: string }>(
      t.db,
      sql`select amount::int as amount, status from card_refunds where booking_id = ${bookingId}`,
    );
    expect(refund).toEqual({ amount: cart.price.dueNow, status: 'processed' });
    await expectLedgerBalanced(t.db);
  });

  it('lists an order paid on our books that the provider never captured, once across runs', async () => {
    const user = await createUser(t.app, t.mailer);
    const orderId = await startTopUp(user, 120_000);
    // A correctly signed payment the provider has no record of.
    const paymentId = `pay_ghost${randomUUID().slice(0, 8)}`;
    const verified = await verifyPayment(t.app, user, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(TEST_MODE_RAZORPAY_SECRET, orderId, paymentId),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    await reconcileNextDay();
    const [finding] = await findingsOf(paymentId);
    expect(finding).toMatchObject({
      kind: 'payment_missing_at_provider',
      status: 'open',
      resolution: null,
      ledgerAmount: 120_000,
      providerAmount: null,
    });
    // The next day's window overlaps this one: the open finding is not repeated.
    await reconcileNextDay();
    expect(await findingsOf(paymentId)).toHaveLength(1);
    expect((await listFindings('?status=open')).summary.openFindings).toBeGreaterThanOrEqual(1);

    // An admin looks and closes it.
    const admin = await loginAdmin(t.app);
    const resolve = (id: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reconciliation/${id}/resolve`,
        headers: admin.auth,
        payload: body,
      });
    expect((await resolve(finding!.id, { resolution: 'x' })).statusCode).toBe(400);
    expect(
      (await resolve(finding!.id, { resolution: 'Refunded by hand', extra: 1 })).statusCode,
    ).toBe(400);
    const closed = await resolve(finding!.id, { resolution: 'Checked the bank statement' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'resolved',
      resolution: 'resolved_by_admin',
      resolutionNote: 'Checked the bank statement',
      resolvedAt: expect.any(String),
    });
    expect((await resolve(finding!.id, { resolution: 'Again' })).statusCode).toBe(409);
    expect((await resolve(randomUUID(), { resolution: 'Nothing' })).statusCode).toBe(404);
    const resolved = await listFindings('?status=resolved&limit=50');
    expect(resolved.data.some((item) => item.id === finding!.id)).toBe(true);
  });

  it('applies a payout webhook that never arrived, through the webhook’s own transition', async () => {
    const { payoutId } = await withdrawal(20_000);
    await t.app.jobs.drain();
    // The provider paid it, but its webhook is lost.
    await t.db.execute(sql`delete from jobs where kind = 'payouts.test-webhook'`);
    expect(await payoutStatus(payoutId)).toBe('processing');

    await reconcileNextDay();
    expect(await payoutStatus(payoutId)).toBe('processed');
    const [finding, ...others] = await findingsOf(payoutId);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      kind: 'payout_status_mismatch',
      status: 'resolved',
      resolution: 'settled',
      ledgerAmount: 20_000,
      providerAmount: 20_000,
    });
    await expectLedgerBalanced(t.db);
  });

  it('lists a payout handed over that the provider does not know, and sums money in transit', async () => {
    const before = (await listFindings()).summary.moneyInTransit;
    const { payoutId } = await withdrawal(30_000);
    await t.app.jobs.drain();
    expect((await listFindings()).summary.moneyInTransit).toBe(before + 30_000);

    // A payout our books say was handed over, which the provider never received.
    const ghost = `pout_ghost${randomUUID().slice(0, 8)}`;
    const ghostId = randomUUID();
    const now = t.clock.now().toISOString();
    await t.db.execute(
      sql`insert into payouts (id, account_id, payout_account_id, amount, status, destination,
            provider_payout_id, not_before, submitted_at, created_at, updated_at)
          select ${ghostId}, account_id, payout_account_id, amount, 'processing', destination,
            ${ghost}, ${now}, ${now}, ${now}, ${now}
          from payouts where id = ${payoutId}`,
    );

    // Not within a day: the provider may still be listing it.
    await reconcileNextDay(2);
    const [finding] = await findingsOf(ghost);
    expect(finding).toMatchObject({
      kind: 'payout_missing_at_provider',
      status: 'open',
      internalReference: ghostId,
      ledgerAmount: 30_000,
    });
    await reconcileNextDay();
    expect(await findingsOf(ghost)).toHaveLength(1);
  });

  it('counts failed payouts and shows the figures on the admin dashboard', async () => {
    const before = (await listFindings()).summary.failedPayouts;
    const user = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, user, 15_000);
    // Account numbers ending 1111 validate, and their payouts fail.
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/payout-account',
      headers: user.auth,
      payload: { ...BANK, accountNumber: '123456781111', password: user.password },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/withdraw',
      headers: { ...user.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 15_000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.jobs.drain();
    t.clock.advance(5_000);
    await t.app.jobs.drain();

    const { summary } = await listFindings();
    expect(summary.failedPayouts).toEqual({
      count: before.count + 1,
      amount: before.amount + 15_000,
    });
    expect(summary.lastRunAt).toEqual(expect.any(String));

    const admin = await loginAdmin(t.app);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.auth,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().data.moneyOut).toEqual({
      openFindings: summary.openFindings,
      moneyInTransit: summary.moneyInTransit,
      cardRefundsInTransit: summary.cardRefundsInTransit,
      failedPayouts: summary.failedPayouts,
    });
  });

  it('runs once per 02:00, however often the scheduler beats', async () => {
    await reconcileNextDay();
    expect((await t.app.jobs.runRecurring())['payments.reconcile']).toBe(0);
    const [runs] = await rowsOf<{ unfinished: number }>(
      t.db,
      sql`select count(*)::int as unfinished from reconciliation_runs where finished_at is null`,
    );
    expect(runs!.unfinished).toBe(0);
  });

  it('is for admins only, with a strict query', async () => {
    const user = await createUser(t.app, t.mailer);
    const owner = await createOwner(t.app, t.mailer);
    const admin = await loginAdmin(t.app);
    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/reconciliation${query}`, headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get(user.auth)).statusCode).toBe(403);
    expect((await get(owner.auth)).statusCode).toBe(403);
    expect((await get(admin.auth, '?status=all')).statusCode).toBe(400);
    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/${randomUUID()}/resolve`,
      headers: owner.auth,
      payload: { resolution: 'Not mine to close' },
    });
    expect(resolve.statusCode).toBe(403);
    expect((await get(admin.auth, '?status=open')).statusCode).toBe(200);
  });
});
