import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PLANS } from '@nestly/shared';
import { signPayment } from '../../lib/payments';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createOwner,
  createUser,
  login,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';
import { buyPlan } from '../../test/factories/listings';
import { fieldsOf } from '../../test/helpers/responses';
import { capturedEvent, sendWebhook } from '../../test/helpers/payment-webhooks';

let t: TestApp;
let owner: SignedInPerson;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createOwner(t.app, t.mailer);
});
afterAll(async () => {
  await t.close();
});

const subscribe = (person: SignedInPerson, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/owner/subscription', headers: person.auth, payload });
const verify = (person: SignedInPerson, paymentData: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/owner/verify-subscription',
    headers: person.auth,
    payload: { paymentData },
  });
const status = async (person: SignedInPerson) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/owner/subscription', headers: person.auth })
  ).json();

describe('plans', () => {
  it('shows the three plans and no current plan before a purchase', async () => {
    const fresh = await createOwner(t.app, t.mailer);
    const body = await status(fresh);
    expect(body.plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Basic',
      'Standard',
      'Premium',
    ]);
    expect(body.plans[0]).toMatchObject({ price: 99_900, allowedProperties: 3, durationDays: 30 });
    expect(body).toMatchObject({ current: null, usedProperties: 0 });
  });

  it('refuses other roles with "Not authenticated as owner"', async () => {
    const user = await createUser(t.app, t.mailer);
    for (const person of [user, await loginAdmin(t.app)]) {
      const response = await subscribe(person, { planName: 'Basic' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHENTICATED_AS_OWNER);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/owner/subscription',
          payload: { planName: 'Basic' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an owner who is not approved yet', async () => {
    const pending = await createOwner(t.app, t.mailer, { approved: false });
    const response = await subscribe(pending, { planName: 'Basic' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OWNER_NOT_APPROVED');
  });

  it('trusts only the plan name: a different price or allowance is refused', async () => {
    const cheap = await subscribe(owner, {
      planName: 'Premium',
      price: 100,
      allowedProperties: 50,
    });
    expect(cheap.statusCode).toBe(400);
    expect(fieldsOf(cheap)).toEqual(['price']);
    const greedy = await subscribe(owner, {
      planName: 'Basic',
      price: 99_900,
      allowedProperties: 99,
    });
    expect(greedy.statusCode).toBe(400);
    const unknown = await subscribe(owner, { planName: 'Gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('planName');
  });
});

describe('buying a plan through the test-mode provider', () => {
  it('answers a provider order for the catalogue price', async () => {
    const response = await subscribe(owner, {
      planName: 'Standard',
      price: 249_900,
      allowedProperties: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      amount: 249_900,
      currency: 'INR',
      keyId: 'rzp_test_nestly',
      testMode: true,
    });
    expect(response.json().order.orderId).toMatch(/^order_/);
  });

  it('activates on a verified payment, for 30 days, and a replayed verify changes nothing', async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const { paymentData, subscription } = await buyPlan(t.app, buyer, 'Basic');
    expect(subscription).toMatchObject({ planName: 'Basic', allowedProperties: 3, isActive: true });
    const days = (Date.parse(subscription.endsAt) - Date.parse(subscription.startsAt)) / 86_400_000;
    expect(days).toBe(30);

    const replay = await verify(buyer, paymentData);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().subscription.endsAt).toBe(subscription.endsAt);
    expect(replay.json().message).toMatch(/already/);
    // Mail leaves through the job queue, after the answer (decision 008): wait for it to run.
    await t.mailer.settle();
    expect(
      t.mailer.sent.filter(
        (mail) => mail.to === buyer.email && /plan is active/.test(mail.subject),
      ),
    ).toHaveLength(1);
  });

  it('queues a plan bought again after the current one; the running plan sets the allowance', async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const first = await buyPlan(t.app, buyer, 'Premium');
    const second = await buyPlan(t.app, buyer, 'Basic');
    expect(second.subscription.startsAt).toBe(first.subscription.endsAt);
    expect(second.subscription).toMatchObject({ planName: 'Basic', allowedProperties: 3 });
    const now = await status(buyer);
    expect(now.current).toMatchObject({
      planName: 'Premium',
      allowedProperties: 50,
      isActive: true,
    });
    expect(now.paidUntil).toBe(second.subscription.endsAt);

    // When Premium ends, Basic takes over.
    t.clock.set(new Date(Date.parse(first.subscription.endsAt) + 1000));
    const later = await status(await login(t.app, 'owner', buyer.email, buyer.password));
    expect(later.current).toMatchObject({
      planName: 'Basic',
      allowedProperties: 3,
      isActive: true,
    });
    t.clock.set(new Date());
  });

  it('refuses a forged signature', async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const order = (await subscribe(buyer, { planName: 'Basic' })).json().order;
    const forged = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_forged0001',
      razorpay_signature: signPayment('not-the-secret', order.orderId, 'pay_forged0001'),
    };
    const response = await verify(buyer, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/signature/);
    expect((await status(buyer)).current).toBeNull();
  });

  it("refuses to confirm another owner's order even with a valid signature", async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const thief = await createOwner(t.app, t.mailer);
    const order = (await subscribe(buyer, { planName: 'Basic' })).json().order;
    const paymentData = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_stolen00001',
      razorpay_signature: signPayment(TEST_MODE_RAZORPAY_SECRET, order.orderId, 'pay_stolen00001'),
    };
    expect((await verify(thief, paymentData)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payments/test-checkout/${order.orderId}/pay`,
          headers: thief.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await status(thief)).current).toBeNull();
  });

  it('refuses a failed order', async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const order = (await subscribe(buyer, { planName: 'Basic' })).json().order;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${order.orderId}/fail`,
      headers: buyer.auth,
    });
    const paymentData = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_late0000001',
      razorpay_signature: signPayment(TEST_MODE_RAZORPAY_SECRET, order.orderId, 'pay_late0000001'),
    };
    expect((await verify(buyer, paymentData)).statusCode).toBe(409);
  });
});

describe('the payment webhook', () => {
  it('refuses a bad signature', async () => {
    const response = await sendWebhook(
      t.app,
      capturedEvent('order_x', 'pay_x', 100),
      'wrong-secret',
    );
    expect(response.statusCode).toBe(403);
  });

  it('confirms once, whether the webhook comes before or after the browser verify', async () => {
    const early = await createOwner(t.app, t.mailer);
    const order = (await subscribe(early, { planName: 'Basic' })).json().order;
    const paymentId = 'pay_webhook0001';
    const first = await sendWebhook(t.app, capturedEvent(order.orderId, paymentId, order.amount));
    expect(first.json().message).toBe('confirmed');
    const again = await sendWebhook(t.app, capturedEvent(order.orderId, paymentId, order.amount));
    expect(again.json().message).toBe('already confirmed');
    const browser = await verify(early, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(TEST_MODE_RAZORPAY_SECRET, order.orderId, paymentId),
    });
    expect(browser.statusCode).toBe(200);
    const current = (await status(early)).current;
    expect((Date.parse(current.endsAt) - Date.parse(current.startsAt)) / 86_400_000).toBe(30);

    const late = await createOwner(t.app, t.mailer);
    const { orderId, paymentData, subscription } = await buyPlan(t.app, late, 'Basic');
    const after = await sendWebhook(
      t.app,
      capturedEvent(orderId, paymentData.razorpay_payment_id, PLANS[0].price),
    );
    expect(after.json().message).toBe('already confirmed');
    expect((await status(late)).current.endsAt).toBe(subscription.endsAt);
  });

  it('ignores an amount that differs from the stored order', async () => {
    const buyer = await createOwner(t.app, t.mailer);
    const order = (await subscribe(buyer, { planName: 'Premium' })).json().order;
    const response = await sendWebhook(t.app, capturedEvent(order.orderId, 'pay_short000001', 100));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/amount mismatch/);
    expect((await status(buyer)).current).toBeNull();
  });
});
