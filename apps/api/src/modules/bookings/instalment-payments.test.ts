import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '@nestly/shared';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  expectLedgerBalanced,
  getWallet,
  payTestOrder,
  rowsOf,
  topUpWallet,
  verifyPayment,
} from '../../test/factories/bookings';
import {
  instalmentPostings,
  noticesOf,
  pendingBalance,
  MONTH,
  setUpMonthlyStays,
} from '../../test/factories/instalments';

// POST /api/user/instalments/{id}/pay and PATCH /api/user/bookings/{id}/autopay (decision 027),
// on PGlite and PostgreSQL: every path, the refusals, and the races a payer can make.

const { t, stayWithMonths, monthNow, setAutopay } = setUpMonthlyStays();

const pay = (person: SignedInPerson, instalmentId: string, body: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/instalments/${instalmentId}/pay`,
    headers: { ...person.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

describe('paying a month from the wallet', () => {
  it('pays at once: the ledger intent, the receipt, pending money and both notices', async () => {
    const { owner, tenant, bookingId, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH + 5_000);
    const pendingBefore = await pendingBalance(t.db, owner.id);

    const answer = await pay(tenant, month2.id, { method: 'wallet' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.order).toBeNull();
    expect(body.instalment).toMatchObject({
      id: month2.id,
      number: 2,
      status: 'paid',
      method: 'wallet',
      amount: MONTH,
    });
    expect(body.instalment.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(body.instalment.paidAt).not.toBeNull();

    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(5_000);
    expect(await pendingBalance(t.db, owner.id)).toBe(pendingBefore + month2.ownerShare);
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
    const stored = await monthNow(bookingId, 2);
    expect(stored.paymentOrderId).toBeNull();
    // Pending until 24 hours after the later of the payment and the period's start (move-in + 1 month).
    const [times] = await rowsOf<{ availableAt: Date; periodStartsAt: Date }>(
      t.db,
      sql`select earning_available_at as "availableAt", period_start::timestamp as "periodStartsAt"
          from booking_instalments where id = ${month2.id}`,
    );
    expect(new Date(times!.availableAt).getTime()).toBeGreaterThan(
      new Date(times!.periodStartsAt).getTime(),
    );

    const wallet = await getWallet(t.app, tenant, 'user');
    expect(wallet.data[0]).toMatchObject({ kind: 'instalment_payment', amount: -MONTH });
    expect(await noticesOf(t.db, tenant.id, 'instalment_paid')).toHaveLength(1);
    const [ownerNotice] = await noticesOf(t.db, owner.id, 'instalment_paid');
    expect(ownerNotice!.body).toContain('pending');
    expect(ownerNotice!.bookingId).toBe(bookingId);
    await expectLedgerBalanced(t.db);
  });

  it('answers a paid month as paid and changes nothing', async () => {
    const { tenant, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH * 2);
    const first = await pay(tenant, month2.id, { method: 'wallet' });
    expect(first.statusCode).toBe(200);
    for (const method of ['wallet', 'card']) {
      const again = await pay(tenant, month2.id, { method });
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toMatch(/already paid/);
      expect(again.json().order).toBeNull();
      expect(again.json().instalment).toEqual(first.json().instalment);
    }
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH);
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
  });

  it('refuses a short wallet with 409 INSUFFICIENT_FUNDS and leaves the month unpaid', async () => {
    const { tenant, bookingId, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH - 1);
    const answer = await pay(tenant, month2.id, { method: 'wallet' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await monthNow(bookingId, 2)).status).toBe('upcoming');
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH - 1);
    expect(await instalmentPostings(t.db, month2.id)).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it('pays twice at once only once: both answer paid, one posting', async () => {
    const { tenant, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH * 2);
    const answers = await Promise.all([
      pay(tenant, month2.id, { method: 'wallet' }),
      pay(tenant, month2.id, { method: 'wallet' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().instalment.status)).toEqual(['paid', 'paid']);
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH);
    await expectLedgerBalanced(t.db);
  });

  it('honours an Idempotency-Key: a retry answers the same and moves money once', async () => {
    const { tenant, month2, month3 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH * 3);
    const key = randomUUID();
    const first = await pay(tenant, month2.id, { method: 'wallet' }, key);
    const retry = await pay(tenant, month2.id, { method: 'wallet' }, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json().message).toMatch(/paid from your wallet/);
    // The same key for another month is another request: 422.
    const reused = await pay(tenant, month3.id, { method: 'wallet' }, key);
    expect(reused.statusCode).toBe(422);
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH * 2);
  });
});

describe('refusals', () => {
  it("answers 404 for someone else's month and for one that does not exist", async () => {
    const { month2 } = await stayWithMonths();
    const stranger = await createUser(t.app, t.mailer);
    await topUpWallet(t.app, stranger, MONTH * 2);
    for (const method of ['wallet', 'card']) {
      const answer = await pay(stranger, month2.id, { method });
      expect(answer.statusCode).toBe(404);
    }
    expect((await pay(stranger, randomUUID(), { method: 'wallet' })).statusCode).toBe(404);
    expect(await instalmentPostings(t.db, month2.id)).toBe(0);
  });

  it('refuses owners (403), bad ids and bad bodies (400 naming the field)', async () => {
    const { owner, tenant, month2 } = await stayWithMonths();
    expect((await pay(owner, month2.id, { method: 'wallet' })).statusCode).toBe(403);
    const badId = await pay(tenant, 'not-a-uuid', { method: 'wallet' });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('id');
    for (const body of [{}, { method: 'cash' }, { method: 'wallet', amount: 5 }]) {
      const answer = await pay(tenant, month2.id, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json().details)).toMatch(/method|amount/);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/user/instalments/${month2.id}/pay`,
      payload: { method: 'wallet' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a cancelled month with 409, by wallet or card', async () => {
    const { tenant, month3 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH * 2);
    await t.db.execute(
      sql`update booking_instalments set status = 'cancelled' where id = ${month3.id}`,
    );
    for (const method of ['wallet', 'card']) {
      const answer = await pay(tenant, month3.id, { method });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/cancelled/);
    }
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH * 2);
  });
});

describe('paying a month by card', () => {
  it('answers an order for the month, confirmed by /razorpay/verify (a replay changes nothing)', async () => {
    const { owner, tenant, bookingId, month2 } = await stayWithMonths();
    const pendingBefore = await pendingBalance(t.db, owner.id);
    const answer = await pay(tenant, month2.id, { method: 'card' });
    expect(answer.statusCode).toBe(200);
    const { order, instalment } = answer.json();
    expect(order).toMatchObject({ amount: MONTH, currency: 'INR' });
    expect(instalment.status).toBe('upcoming');

    const paymentData = await payTestOrder(t.app, tenant, order.orderId);
    const verified = await verifyPayment(t.app, tenant, paymentData);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      purpose: 'instalment',
      instalmentId: month2.id,
      bookingId,
      bookingStatus: 'confirmed',
      message: 'Month 2 paid',
    });
    const stored = await monthNow(bookingId, 2);
    expect(stored).toMatchObject({ status: 'paid', method: 'card' });
    expect(stored.paymentOrderId).not.toBeNull();
    expect(stored.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(await pendingBalance(t.db, owner.id)).toBe(pendingBefore + month2.ownerShare);

    const replay = await verifyPayment(t.app, tenant, paymentData);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('This payment was already confirmed');
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it('credits the wallet when the month was paid from the wallet meanwhile', async () => {
    const { tenant, bookingId, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH);
    const order = (await pay(tenant, month2.id, { method: 'card' })).json().order;
    expect((await pay(tenant, month2.id, { method: 'wallet' })).statusCode).toBe(200);
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(0);

    const verified = await verifyPayment(
      t.app,
      tenant,
      await payTestOrder(t.app, tenant, order.orderId),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toMatch(/added to your wallet/);
    expect((await monthNow(bookingId, 2)).method).toBe('wallet');
    const wallet = await getWallet(t.app, tenant, 'user');
    expect(wallet.wallet.balance).toBe(MONTH);
    expect(wallet.data[0]).toMatchObject({ kind: 'late_payment_credit', amount: MONTH });
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it('a card confirmation and a wallet payment at once: paid once, the other money back', async () => {
    const { tenant, bookingId, month2 } = await stayWithMonths();
    await topUpWallet(t.app, tenant, MONTH);
    const order = (await pay(tenant, month2.id, { method: 'card' })).json().order;
    const paymentData = await payTestOrder(t.app, tenant, order.orderId);
    const [verified, paid] = await Promise.all([
      verifyPayment(t.app, tenant, paymentData),
      pay(tenant, month2.id, { method: 'wallet' }),
    ]);
    expect(verified.statusCode).toBe(200);
    expect(paid.statusCode).toBe(200);
    expect(await instalmentPostings(t.db, month2.id)).toBe(1);
    expect((await monthNow(bookingId, 2)).status).toBe('paid');
    // Whichever won, the tenant paid the month once: the wallet is back where it was.
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH);
    await expectLedgerBalanced(t.db);
  });

  it('credits the wallet for a card payment of a month cancelled meanwhile', async () => {
    const { tenant, month3 } = await stayWithMonths();
    const order = (await pay(tenant, month3.id, { method: 'card' })).json().order;
    await t.db.execute(
      sql`update booking_instalments set status = 'cancelled' where id = ${month3.id}`,
    );
    const verified = await verifyPayment(
      t.app,
      tenant,
      await payTestOrder(t.app, tenant, order.orderId),
    );
    expect(verified.statusCode).toBe(200);
    expect((await getWallet(t.app, tenant, 'user')).wallet.balance).toBe(MONTH);
    expect(await instalmentPostings(t.db, month3.id)).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});

describe('PATCH /api/user/bookings/{id}/autopay', () => {
  it('switches autopay for the tenant of a confirmed stay', async () => {
    const { tenant, bookingId } = await stayWithMonths();
    const on = await setAutopay(tenant, bookingId, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true });
    const [row] = await rowsOf<{ autopay: boolean }>(
      t.db,
      sql`select autopay from bookings where id = ${bookingId}`,
    );
    expect(row!.autopay).toBe(true);
    const off = await setAutopay(tenant, bookingId, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
  });

  it("refuses someone else's booking (404), owners (403), bad input (400) and a stay no longer confirmed (409)", async () => {
    const { owner, tenant, bookingId } = await stayWithMonths();
    const stranger = await createUser(t.app, t.mailer);
    expect((await setAutopay(stranger, bookingId, { enabled: true })).statusCode).toBe(404);
    expect((await setAutopay(owner, bookingId, { enabled: true })).statusCode).toBe(403);
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, extra: 1 }]) {
      const answer = await setAutopay(tenant, bookingId, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json().details)).toMatch(/enabled|extra/);
    }
    expect((await setAutopay(tenant, 'nope', { enabled: true })).statusCode).toBe(400);
    await t.db.execute(sql`update bookings set status = 'completed' where id = ${bookingId}`);
    expect((await setAutopay(tenant, bookingId, { enabled: true })).statusCode).toBe(409);
  });
});
